import { useTranslation } from 'react-i18next'
import { EditProfileForm } from '../../features/account/components/edit-profile-form.tsx'
import { updateProfile } from '../../features/profile/api/update-profile.ts'

export default function EditProfilePage() {
  const { t } = useTranslation()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.edit-profile.title')}</h1>
      <p>{t('pages.edit-profile.intro')}</p>
      <EditProfileForm save={updateProfile} />
    </section>
  )
}
