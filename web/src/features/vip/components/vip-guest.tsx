import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import './vip.css'

const steps = ['deposit', 'turnover', 'cycle'] as const

export function VipGuest({ loginPath, registerPath }: { loginPath: string; registerPath: string }) {
  const { t } = useTranslation()
  return (
    <div className="vip-card">
      <p>{t('vip.guestIntro')}</p>
      <ol className="vip-guest__steps">
        {steps.map((step) => (
          <li key={step}>
            <strong>{t(`vip.steps.${step}.title`)}</strong>
            <p>{t(`vip.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
      <p className="vip-guest__actions">
        <Link className="button button--primary" to={loginPath}>
          {t('vip.loginToSee')}
        </Link>
        <Link className="button button--ghost" to={registerPath}>
          {t('registerAction')}
        </Link>
      </p>
    </div>
  )
}
