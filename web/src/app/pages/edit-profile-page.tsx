import { useTranslation } from 'react-i18next'
import { ProfileForm } from '../../features/profile/components/profile-form.tsx'

export default function EditProfilePage() {
  const { t } = useTranslation()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.edit-profile.title')}</h1>
      <p>{t('pages.edit-profile.intro')}</p>
      <ProfileForm />
    </section>
  )
}
