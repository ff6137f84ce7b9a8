import { useTranslation } from 'react-i18next'
import { useLocation, useMatches } from 'react-router'
import type { HeadInput } from '../features/seo/page-head.ts'
import { localesOffered } from '../lib/language-code.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { visitOrigin } from '../lib/visit-url.ts'
import type { ReadySite } from '../stores/site.ts'
import { routeTable, type RouteEntry, type RouteHandle } from './route-table.ts'

/** The route the name of a matched route stands for (`about___zh` → `/about`). */
export function routeOfName(name: string | undefined): RouteEntry | undefined {
  return name ? routeTable.find((route) => name.startsWith(`${route.name}___`)) : undefined
}

/**
 * What the head of the page on screen is made of (see `pageHead`), the same on the server and in
 * the browser: the page's title in the page's language, and whether search engines may list it.
 */
export function pageHeadInput(
  ready: ReadySite,
  url: { origin: string; pathname: string },
  route: RouteEntry | undefined,
  t: (key: string, options?: Record<string, string>) => string,
): Omit<HeadInput, 'seo'> {
  const { locale, path } = splitLocale(url.pathname)
  return {
    site: ready.site,
    origin: url.origin,
    path,
    locale,
    locales: localesOffered(ready.languages.map((language) => language.code)),
    pageTitle: route
      ? route.path === '/'
        ? null
        : t(`pages.${route.name}.title`)
      : t('errors:pageNotFound', { path: url.pathname }),
    indexable: route?.access === 'public' && route.path !== '/preloader',
  }
}

export function usePageHeadInput(ready: ReadySite | null): Omit<HeadInput, 'seo'> | null {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const name = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.name)
    .findLast(Boolean)
  if (!ready) return null
  return pageHeadInput(
    ready,
    { origin: visitOrigin(), pathname },
    routeOfName(name),
    (key, options = {}) => t(key, options),
  )
}
