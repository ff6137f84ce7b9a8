import { Suspense, use, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LayoutShell, type NavLinkItem } from '../features/layouts/components/layout-shell.tsx'
import { loadVariant } from '../features/layouts/load-variant.ts'
import { localizePath } from '../features/locale/utils/locale-path.ts'
import { Preloader } from '../features/site/components/preloader.tsx'
import type { LayoutName } from '../features/layouts/template-layout.ts'
import { useLocale } from '../stores/locale.ts'
import { useReadySite, type MenuEntry } from '../stores/site.ts'
import { AccountArea } from './account-area.tsx'
import { LanguageArea } from './language-area.tsx'

const fallbackNav = ['/slots', '/casino', '/sports', '/fishing', '/lottery', '/promotions']
const footerPaths = ['/about', '/faqs', '/privacy-policy', '/term-condition', '/responsible-gaming', '/contact-us']
const isInternal = (url: string) => url.startsWith('/')

function useNavItems(menu: MenuEntry[]): { nav: NavLinkItem[]; footer: NavLinkItem[] } {
  const { t } = useTranslation()
  const locale = useLocale()
  const page = (path: string): NavLinkItem => ({ label: t(`pages.${path.slice(1)}.title`), to: localizePath(path, locale) })
  const fromMenu = menu
    .filter((entry) => isInternal(entry.path))
    .map((entry) => ({ label: t(entry.name, { defaultValue: entry.name }), to: localizePath(entry.path, locale) }))
  return { nav: fromMenu.length ? fromMenu : fallbackNav.map(page), footer: footerPaths.map(page) }
}

function Frame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const variant = use(loadVariant(layout))
  const ready = useReadySite()
  const locale = useLocale()
  const { nav, footer } = useNavItems(ready?.menu ?? [])
  return (
    <LayoutShell
      variant={variant}
      siteName={ready?.site.site_name ?? ''}
      logo={ready?.site.logo1}
      homePath={localizePath('/', locale)}
      nav={nav}
      footerLinks={footer}
      account={<AccountArea />}
      languages={<LanguageArea />}
    >
      {children}
    </LayoutShell>
  )
}

export function LayoutFrame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  return (
    <Suspense fallback={<Preloader />}>
      <Frame layout={layout}>{children}</Frame>
    </Suspense>
  )
}
