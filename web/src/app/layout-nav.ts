import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { NavLinkItem } from '../features/layouts/components/nav-list.tsx'
import { localizePath } from '../lib/locale-path.ts'
import { menuLinks } from '../lib/menu-links.ts'
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

/**
 * The startup menu as the tenant's players see it (spec section 5: startup has left out the
 * categories no provider offers; the hot games' entry goes when there are none), entries to other
 * sites included; and the footer's pages.
 */
export function useLayoutNav(ready: ReadySite | null): {
  nav: NavLinkItem[]
  footer: NavLinkItem[]
} {
  const { t } = useTranslation()
  const locale = useLocale()
  return useMemo(() => {
    const label = (name: string) => t(name, { defaultValue: name })
    const nav = menuLinks(ready?.menu ?? [], locale, label, ready?.hasHotGames)
    const footer = footerPaths.map((path) => ({
      label: t(`pages.${path.slice(1)}.title`),
      to: localizePath(path, locale),
    }))
    return { nav, footer }
  }, [t, locale, ready])
}
