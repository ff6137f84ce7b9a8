import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localizePath } from '../../features/locale/utils/locale-path.ts'
import { useLocale } from '../../stores/locale.ts'
import { useReadySite } from '../../stores/site.ts'

const categories = ['/hot', '/slots', '/casino', '/sports', '/fishing', '/lottery', '/poker', '/crash']

export default function HomePage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const site = useReadySite()?.site
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{site?.site_name || t('pages.home.title')}</h1>
      <p>{t('pages.home.intro', { site: site?.site_name ?? '' })}</p>
      <h2>{t('gameCategories')}</h2>
      <ul className="tile-grid">
        {categories.map((path) => (
          <li key={path}>
            <Link className="tile" to={localizePath(path, locale)}>
              {t(`pages.${path.slice(1)}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
