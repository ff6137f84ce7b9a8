import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import { breakEndDate } from '../utils/break-end-date.ts'
import { failureMessage } from '../utils/failure-message.ts'
import { retryWait } from '../utils/retry-wait.ts'

export function ErrorDialog({
  message,
  detail,
  onClose,
}: {
  message: string
  detail?: string
  onClose: () => void
}) {
  const { t, i18n } = useTranslation(['errors', 'ui'])
  const text = failureMessage(message, t)
  const language = i18n.resolvedLanguage ?? i18n.language
  const breakEnd = breakEndDate(message, detail, language)
  const wait = retryWait(message, detail, language)
  return (
    <Dialog
      title={t('errors:errorTitle')}
      closeLabel={t('ui:close')}
      onClose={onClose}
      tone="danger"
    >
      <p>{text}</p>
      {breakEnd && <p>{t('errors:saferPlay.breakEnds', { date: breakEnd })}</p>}
      {wait && <p>{t('errors:attempts.tryAgain', { wait })}</p>}
      {!breakEnd && !wait && detail && detail !== message && (
        <details className="dialog__detail">
          <summary>{t('errors:technicalDetails')}</summary>
          <p>{detail}</p>
        </details>
      )}
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('ui:close')}
      </button>
    </Dialog>
  )
}
