import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
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
  const { t } = useTranslation(['errors', 'ui'])
  const text = failureMessage(message, t)
  return (
    <Dialog
      title={t('errors:errorTitle')}
      closeLabel={t('ui:close')}
      onClose={onClose}
      tone="danger"
    >
      <p>{text}</p>
      {detail && detail !== message && (
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
