import { useTranslation } from 'react-i18next'
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx'

export default function ChangePasswordPage() {
  const { t } = useTranslation()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.change-password.title')}</h1>
      <p>{t('pages.change-password.intro')}</p>
      <ChangePasswordForm />
    </section>
  )
}
