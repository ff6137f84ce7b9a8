import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { LoginPanel } from '../../features/auth/components/login-panel.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../stores/locale.ts'
import { PlayerAccountArea } from '../account-area.tsx'

export default function LoginPage() {
  // The signed-in header is what this page leads to: its chunk comes while the form is filled in.
  useEffect(() => void PlayerAccountArea.preload(), [])
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.login.title')}</h1>
      <p>{t('pages.login.intro')}</p>
      <LoginPanel onSuccess={() => void navigate(localizePath('/', locale))} />
      <p>
        <Link to={localizePath('/forgot-password', locale)}>{t('forgotPassword')}</Link>
        {' · '}
        <Link to={localizePath('/register', locale)}>{t('noAccount')}</Link>
      </p>
    </section>
  )
}
