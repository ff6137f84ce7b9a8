import { useTranslation } from 'react-i18next'
import { useReadySite } from '../../../stores/site.ts'

// The ring and the turning arc; a tenant that turns the preloader off gets neither.
const spinner = (
  <>
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
  </>
)

/**
 * The site's loading indicator, wherever it shows (before a page's code, a lobby's chunk, the
 * `/preloader` page). A tenant whose startup says `show_preloader: false` gets a quiet one: the
 * same room and the same "Loading" for a screen reader, without the spinner.
 */
export function Preloader() {
  const { t } = useTranslation()
  const quiet = useReadySite()?.showPreloader === false
  return (
    <div className="preloader" role="status" aria-label={t('loading')}>
      {!quiet && spinner}
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
