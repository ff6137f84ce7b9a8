import { useTranslation } from 'react-i18next'

export function Preloader() {
  const { t } = useTranslation()
  return (
    <div className="preloader" role="status" aria-label={t('loading')}>
      <span className="preloader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
