import { useTranslation } from 'react-i18next'

export default function StartupFailure({
  message,
  onRetry,
}: {
  message: string
  onRetry: () => void
}) {
  const { t } = useTranslation(['ui', 'errors'])
  return (
    <main className="standalone" aria-labelledby="startup-failed-title">
      <h1 id="startup-failed-title">{t('startupFailedTitle')}</h1>
      <p role="alert">
        {message ? t(message, { ns: 'errors', defaultValue: message }) : t('errors:unknownError')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </main>
  )
}
