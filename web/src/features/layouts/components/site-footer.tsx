import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { NavLinkItem } from './nav-list.tsx'
import { safeUrl } from '../../../lib/safe-url.ts'

type SiteFooterProps = {
  siteName: string
  logo?: string
  pages: NavLinkItem[]
  social: ReactNode
  responsiblePath: string
  /** The tenant's youngest age of play, from the startup answer (21 on PHP and CN tenants). */
  minAge: number
}

export function SiteFooter({
  siteName,
  logo,
  pages,
  social,
  responsiblePath,
  minAge,
}: SiteFooterProps) {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          {safeUrl(logo) && (
            <img
              src={safeUrl(logo)}
              alt={siteName}
              width={240}
              height={48}
              loading="lazy"
              decoding="async"
            />
          )}
          <p className="site-footer__about">{t('footer.about', { site: siteName })}</p>
        </div>
        <nav className="site-footer__pages" aria-label={t('footerNav')}>
          <h2 className="site-footer__title">{t('footer.information')}</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__social">
          <h2 className="site-footer__title">{t('footer.follow')}</h2>
          {social}
        </div>
        <div className="site-footer__responsible">
          <span className="site-footer__age" aria-hidden="true">
            {minAge}+
          </span>
          <p>
            {t('footer.responsible', { age: minAge })}{' '}
            <Link to={responsiblePath}>{t('footer.responsibleLink')}</Link>
          </p>
        </div>
      </div>
      <p className="site-footer__copyright">
        {t('copyright', { year: new Date().getFullYear(), site: siteName })}
      </p>
    </footer>
  )
}
