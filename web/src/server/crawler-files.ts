import { routeTable, type RouteEntry } from '../app/route-table.ts'
import { hreflangFor, localizedUrl } from '../features/seo/page-head.ts'
import { localesOffered } from '../lib/language-code.ts'
import { localePrefix } from '../lib/locale-path.ts'
import { locales } from '../lib/locales.ts'
import { reachBackend, startTenant, type Backend } from './tenant-visit.ts'
import { inNewVisit } from './visit-scope.ts'
import escapeHtml from 'escape-html'

/** The routes a search engine should list: public ones, but not the preloader's demo page. */
const listed = (route: RouteEntry) => route.access === 'public' && route.path !== '/preloader'
const hidden = (route: RouteEntry) => route.access !== 'public'

// XML's five special characters are HTML's: one escaper for both.
const escapeXml = escapeHtml

/**
 * A tenant's robots.txt: account and guest-only pages in every language stay out of search, the
 * rest is open, and the sitemap is named.
 *
 * @example
 * robotsTxt('https://casino1.example') // 'User-agent: *\nDisallow: /account\n…'
 */
export function robotsTxt(origin: string): string {
  const closed = routeTable
    .filter(hidden)
    .flatMap((route) => locales.map((locale) => localePrefix(locale) + route.path))
  return [
    'User-agent: *',
    ...closed.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/**
 * A tenant's sitemap.xml: every public page in each language the tenant offers, each with its
 * `hreflang` alternates (and `x-default`, English where offered).
 */
export function sitemapXml(origin: string, offered: readonly string[]): string {
  const languages = offered.length ? offered : ['en']
  const fallback = languages.includes('en') ? 'en' : (languages[0] ?? 'en')
  const entries = routeTable.filter(listed).flatMap((route) =>
    languages.map((locale) => {
      const links = [
        ...languages.map((other) => [hreflangFor(other), localizedUrl(origin, route.path, other)]),
        ['x-default', localizedUrl(origin, route.path, fallback)],
      ].map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang ?? '')}" href="${escapeXml(href ?? '')}"/>`,
      )
      return [
        '  <url>',
        `    <loc>${escapeXml(localizedUrl(origin, route.path, locale))}</loc>`,
        ...links,
        '  </url>',
      ].join('\n')
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** The sitemap of the tenant `url` names, in the languages its startup offers; null when it cannot start. */
export function tenantSitemap(url: URL, backend: Backend): Promise<string | null> {
  return inNewVisit(async () => {
    reachBackend(backend)
    const site = await startTenant(url)
    if (site.status !== 'ready') return null
    return sitemapXml(url.origin, localesOffered(site.languages.map((language) => language.code)))
  })
}
