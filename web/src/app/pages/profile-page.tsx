import { useTranslation } from 'react-i18next'
import { PlayerSummary } from '../../features/profile/components/player-summary.tsx'
import { ProfileForm } from '../../features/profile/components/profile-form.tsx'

export default function ProfilePage() {
  const { t } = useTranslation()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.profile.title')}</h1>
      <p>{t('pages.profile.intro')}</p>
      <ProfileForm />
      <PlayerSummary />
    </section>
  )
}
