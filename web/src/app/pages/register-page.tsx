import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localizePath } from '../../lib/locale-path.ts'
import { RegisterForm } from '../../features/register/components/register-form.tsx'
import { defaultMinAge } from '../../features/register/utils/age-rules.ts'
import { signupExtras } from '../../features/register/utils/signup-extras.ts'
import { trackingIds } from '../../features/tracking/tracking-ids.ts'
import { useLocale } from '../../stores/locale.ts'
import { useReadySite } from '../../stores/site.ts'
import { PlayerAccountArea } from '../account-area.tsx'

export default function RegisterPage() {
  // The signed-in header is what this page leads to: its chunk comes while the form is filled in.
  useEffect(() => void PlayerAccountArea.preload(), [])
  const { t } = useTranslation()
  const locale = useLocale()
  const minAge = useReadySite()?.minAge ?? defaultMinAge
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.register.title')}</h1>
      <p>{t('pages.register.intro')}</p>
      <RegisterForm
        extras={() =>
          signupExtras(new URLSearchParams(location.search), localStorage, trackingIds())
        }
        minAge={minAge}
        onRegistered={() => {}}
      />
      <p>
        <Link to={localizePath('/login', locale)}>{t('register.haveAccount')}</Link>
      </p>
    </section>
  )
}
