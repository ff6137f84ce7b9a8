import { useTranslation } from 'react-i18next'
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx'

export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.forgot-password.title')}</h1>
      <p>{t('pages.forgot-password.intro')}</p>
      <ForgotPasswordForm />
    </section>
  )
}
