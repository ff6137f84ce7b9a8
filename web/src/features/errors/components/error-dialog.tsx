import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import { breakEndDate } from '../utils/break-end-date.ts'
import { failureMessage } from '../utils/failure-message.ts'

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
  const breakEnd = breakEndDate(message, detail, i18n.resolvedLanguage ?? i18n.language)
  return (
    <Dialog
      title={t('errors:errorTitle')}
      closeLabel={t('ui:close')}
      onClose={onClose}
      tone="danger"
    >
      <p>{text}</p>
      {breakEnd && <p>{t('errors:saferPlay.breakEnds', { date: breakEnd })}</p>}
      {!breakEnd && detail && detail !== message && (
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
