import { useTranslation } from 'react-i18next'

export function Preloader() {
  const { t } = useTranslation()
  return (
    <div className="preloader" role="status" aria-label={t('loading')}>
      <svg className="preloader__track" viewBox="0 0 48 48" aria-hidden="true">
        <circle
          cx="24"
          cy="24"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="4"
        />
      </svg>
      <span className="preloader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
