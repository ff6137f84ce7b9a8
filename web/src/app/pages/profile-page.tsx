import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localizePath } from '../../lib/locale-path.ts'
import { PlayerDetails } from '../../features/profile/components/player-details.tsx'
import { PlayerSummary } from '../../features/profile/components/player-summary.tsx'
import { useLocale } from '../../stores/locale.ts'

export default function ProfilePage() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.profile.title')}</h1>
      <p>{t('pages.profile.intro')}</p>
      <PlayerDetails />
      <Link className="button button--primary" to={localizePath('/edit-profile', locale)}>
        {t('editProfile')}
      </Link>
      <PlayerSummary />
    </section>
  )
}
