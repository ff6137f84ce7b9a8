import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LayoutVariant } from '../layout-variant.ts'
import { minWidthQuery } from '../../../lib/breakpoints.ts'
import { useMediaQuery } from '../hooks/use-media-query.ts'
import { MainNav } from './main-nav.tsx'
import { MenuButton } from './menu-button.tsx'
import type { NavLinkItem } from './nav-list.tsx'
import { SiteBrand } from './site-brand.tsx'
import { TabBar } from './lazy-tab-bar.ts'
import './layout-shell.css'

type LayoutShellProps = {
  variant: LayoutVariant
  brand: { name: string; logo?: string; icon?: string }
  homePath: string
  nav: NavLinkItem[]
  account: ReactNode
  languages: ReactNode
  footer: ReactNode
  rail?: ReactNode
  notice?: ReactNode
  children: ReactNode
}

const drawerId = 'site-menu'
const NavDrawer = lazy(() =>
  import('./nav-drawer.tsx').then((module) => ({ default: module.NavDrawer })),
)

/** One shell for every template: the variant picks the parts, the layout's stylesheet their look. */
export function LayoutShell({
  variant,
  brand,
  homePath,
  nav,
  account,
  languages,
  footer,
  rail,
  notice,
  children,
}: LayoutShellProps) {
  const { t } = useTranslation()
  const desktop = useMediaQuery(minWidthQuery(variant.desktopFrom))
  const [open, setOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => {
    setOpen(false)
    menuButton.current?.focus()
  }, [])
  const screen = desktop ? 'desktop' : 'mobile'
  return (
    <div
      className="layout"
      data-layout={variant.name}
      data-screen={screen}
      data-header={variant.header}
      data-nav={variant.nav}
      data-mobile-nav={variant.mobileNav}
      data-rail={variant.rail}
    >
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {!desktop && notice}
      <header className="layout__header">
        {desktop && variant.header === 'stacked' && (
          <div className="layout__utility">
            <div className="layout__utility-inner">{languages}</div>
          </div>
        )}
        <div className="layout__bar">
          {!desktop && (
            <MenuButton
              ref={menuButton}
              open={open}
              controls={drawerId}
              onToggle={() => setOpen(!open)}
            />
          )}
          <SiteBrand
            to={homePath}
            siteName={brand.name}
            logo={brand.logo}
            icon={brand.icon}
            compact={!desktop}
          />
          <div className="layout__account">{account}</div>
          {desktop && variant.header !== 'stacked' && (
            <div className="layout__languages">{languages}</div>
          )}
        </div>
        {desktop && variant.nav === 'top' && <MainNav items={nav} place="top" />}
      </header>
      <div className="layout__body">
        {desktop && variant.nav === 'side' && (
          <div className="layout__side">
            <MainNav items={nav} place="side" />
          </div>
        )}
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
        {desktop && rail && (
          <aside className="layout__rail" aria-label={t(`layout.rail.${variant.rail}`)}>
            {rail}
          </aside>
        )}
      </div>
      {footer}
      {!desktop && variant.mobileNav === 'tabs' && (
        <Suspense>
          <TabBar home={homePath} items={nav.filter((item) => !item.external).slice(0, 4)} />
        </Suspense>
      )}
      {!desktop && open && (
        <Suspense>
          <NavDrawer id={drawerId} onClose={closeMenu}>
            <div className="nav-drawer__languages">{languages}</div>
            <MainNav items={nav} place="drawer" onPick={closeMenu} />
          </NavDrawer>
        </Suspense>
      )}
    </div>
  )
}
