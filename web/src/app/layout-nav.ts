import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { filterCatalogue } from '../lib/filter-catalogue.ts'
import type { NavLinkItem } from '../features/layouts/components/nav-list.tsx'
import { localizePath } from '../lib/locale-path.ts'
import { useLocale } from '../stores/locale.ts'
import type { ReadySite } from '../stores/site.ts'

const footerPaths = [
  '/about',
  '/banking',
  '/faqs',
  '/privacy-policy',
  '/term-condition',
  '/responsible-gaming',
  '/contact-us',
]
const isInternal = (path: string) => path.startsWith('/')

/** The startup menu, without the categories no provider of the tenant offers (spec section 5). */
export function useLayoutNav(ready: ReadySite | null): {
  nav: NavLinkItem[]
  footer: NavLinkItem[]
} {
  const { t } = useTranslation()
  const locale = useLocale()
  return useMemo(() => {
    const link = (entry: { name: string; path: string; icon?: string }): NavLinkItem => ({
      label: t(entry.name, { defaultValue: entry.name }),
      to: localizePath(entry.path, locale),
      icon: entry.icon,
    })
    const menu = filterCatalogue(ready?.menu ?? [], ready?.providers ?? []).filter((entry) =>
      isInternal(entry.path),
    )
    const nav = menu.map((entry) => ({
      ...link(entry),
      children: filterCatalogue(entry.children, ready?.providers ?? [])
        .filter((c) => isInternal(c.path))
        .map(link),
    }))
    const footer = footerPaths.map((path) => ({
      label: t(`pages.${path.slice(1)}.title`),
      to: localizePath(path, locale),
    }))
    return { nav, footer }
  }, [t, locale, ready])
}
