import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { LayoutVariant } from '../layout-variant.ts'

export type NavLinkItem = { label: string; to: string }

type LayoutShellProps = {
  variant: LayoutVariant
  siteName: string
  logo?: string
  homePath: string
  nav: NavLinkItem[]
  footerLinks: NavLinkItem[]
  account: ReactNode
  languages: ReactNode
  notices?: ReactNode
  children: ReactNode
}

export function LayoutShell({ variant, siteName, logo, homePath, nav, footerLinks, account, languages, notices, children }: LayoutShellProps) {
  const { t } = useTranslation()
  return (
    <div className="layout" data-layout={variant.name} data-header={variant.header} data-nav={variant.nav} data-density={variant.density} data-corners={variant.corners}>
      <a className="skip-link" href="#main">{t('skipToContent')}</a>
      <header className="layout__header">
        <Link to={homePath} className="layout__logo">
          {logo ? <img src={logo} alt={siteName} height={40} /> : <span>{siteName}</span>}
        </Link>
        <div className="layout__account">{account}</div>
        <div className="layout__languages">{languages}</div>
      </header>
      <nav className="layout__nav" aria-label={t('mainNav')}>
        <ul>
          {nav.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {notices}
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="layout__footer">
        <nav aria-label={t('footerNav')}>
          <ul>
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('copyright', { year: new Date().getFullYear(), site: siteName })}</p>
      </footer>
    </div>
  )
}
