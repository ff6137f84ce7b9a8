import type { components } from '@playfront/contract/schema'
import { safeUrl } from '../../lib/safe-url.ts'
import type { SeoRecord } from './seo-head.ts'

type Site = components['schemas']['Site']

/** One element of a page's head; `key` names it so that a later page replaces it. */
export type HeadTag =
  | { key: string; element: 'meta'; name?: string; property?: string; content: string }
  | { key: string; element: 'link'; rel: string; href: string; hreflang?: string }
  | { key: string; element: 'json-ld'; json: object }

export type PageHead = { title: string; lang: string; tags: HeadTag[] }

export type HeadInput = {
  site: Pick<Site, 'site_name' | 'logo_text' | 'logo1' | 'logo2'>
  /** The tenant's SEO record (page name `home`), or null when the call failed. */
  seo: SeoRecord | null
  /** e.g. `https://casino1.example`. */
  origin: string
  /** The page's path without its locale prefix, e.g. `/about`. */
  path: string
  /** The displayed language and the ones the tenant offers, as path prefixes give them. */
  locale: string
  locales: readonly string[]
  /** The page's own title (home and unknown pages have none: the site's name stands). */
  pageTitle: string | null
  /** Account and guest-only pages, and pages that do not exist, are kept out of search. */
  indexable: boolean
}

const hreflangOf: Record<string, string> = { en: 'en', fil: 'fil', zh: 'zh-Hans' }

/** The language tag of a locale's pages, as `hreflang` and `og:locale` name it. */
export const hreflangFor = (locale: string): string => hreflangOf[locale] ?? locale
const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

/** The address of `path` in `locale`: English unprefixed, the others under /fil and /zh. */
export function localizedUrl(origin: string, path: string, locale: string): string {
  const prefix = prefixOf(locale)
  return origin + (prefix && path === '/' ? prefix : prefix + path)
}

/**
 * A URL from the backend as an absolute http(s) address, or '' when it is anything else
 * (`javascript:`, `data:`): link previews and crawlers take these as they are.
 */
export function absoluteUrl(value: string | undefined, origin: string): string {
  const safe = safeUrl(value?.trim())
  return safe ? new URL(safe, origin + '/').href : ''
}

/**
 * The language attribute must describe the text on screen for screen readers, so meta_lang
 * only refines it (en → en-PH) and never replaces the displayed language.
 */
export function refinedLang(current: string, metaLang: string | undefined): string {
  const primary = (tag: string) => tag.toLowerCase().split('-')[0]
  return metaLang && primary(metaLang) === primary(current) ? metaLang : current
}

/**
 * Everything a crawler or a link preview reads from a page's head, from the tenant alone: title,
 * description and keywords from its SEO record, canonical and `hreflang` alternates, Open Graph
 * and Twitter cards, JSON-LD, the favicon from its logo. The same for the server's HTML and for
 * the head the browser keeps up to date as the player moves.
 *
 * @example
 * pageHead({ site, seo, origin: 'https://casino1.example', path: '/about', locale: 'en',
 *   locales: ['en', 'zh'], pageTitle: 'About us', indexable: true }).title // 'About us | Golden Palace'
 */
export function pageHead(input: HeadInput): PageHead {
  const { site, seo, origin, path, locale, pageTitle } = input
  const siteName = site.site_name || site.logo_text || ''
  const home = path === '/'
  const seoTitle = seo?.meta_title.trim() ?? ''
  const title = pageTitle ? `${pageTitle} | ${siteName}` : (home && seoTitle) || siteName
  const description = seo?.meta_desc.trim() ?? ''
  const canonical =
    (home && absoluteUrl(seo?.meta_canonical, origin)) || localizedUrl(origin, path, locale)
  const image = absoluteUrl(seo?.meta_image_url, origin) || absoluteUrl(site.logo1, origin)
  const icon = absoluteUrl(site.logo2, origin) || absoluteUrl(site.logo1, origin)
  const meta = (key: string, content: string, name?: string, property?: string): HeadTag[] =>
    content ? [{ key, element: 'meta', name, property, content }] : []
  const tags: HeadTag[] = [
    ...meta('description', description, 'description'),
    ...meta('keywords', seo?.meta_keywords.trim() ?? '', 'keywords'),
    ...meta('author', seo?.meta_author.trim() ?? '', 'author'),
    ...meta('publisher', seo?.meta_publisher.trim() ?? '', 'publisher'),
    ...meta('robots', input.indexable ? '' : 'noindex', 'robots'),
    { key: 'canonical', element: 'link', rel: 'canonical', href: canonical },
    ...(input.indexable ? alternates(input) : []),
    ...meta('og:type', 'website', undefined, 'og:type'),
    ...meta('og:site_name', siteName, undefined, 'og:site_name'),
    ...meta('og:title', title, undefined, 'og:title'),
    ...meta('og:description', description, undefined, 'og:description'),
    ...meta(
      'og:url',
      (home && absoluteUrl(seo?.meta_url, origin)) || canonical,
      undefined,
      'og:url',
    ),
    ...meta('og:image', image, undefined, 'og:image'),
    ...meta('og:locale', hreflangFor(locale), undefined, 'og:locale'),
    ...meta('twitter:card', image ? 'summary_large_image' : 'summary', 'twitter:card'),
    ...meta('twitter:title', title, 'twitter:title'),
    ...meta('twitter:description', description, 'twitter:description'),
    ...meta('twitter:image', image, 'twitter:image'),
    ...(icon ? [{ key: 'icon', element: 'link', rel: 'icon', href: icon } as const] : []),
    {
      key: 'json-ld',
      element: 'json-ld',
      json: {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            name: siteName,
            url: origin + '/',
            ...(image && { logo: image }),
          },
          {
            '@type': 'WebSite',
            name: siteName,
            url: origin + '/',
            inLanguage: hreflangFor(locale),
          },
        ],
      },
    },
  ]
  return { title, lang: refinedLang(locale, seo?.meta_lang), tags }
}

function alternates({ origin, path, locales }: HeadInput): HeadTag[] {
  const offered = locales.length ? locales : ['en']
  return [
    ...offered.map((locale) => ({
      key: `alternate-${locale}`,
      element: 'link' as const,
      rel: 'alternate',
      hreflang: hreflangFor(locale),
      href: localizedUrl(origin, path, locale),
    })),
    {
      key: 'alternate-x-default',
      element: 'link',
      rel: 'alternate',
      hreflang: 'x-default',
      href: localizedUrl(origin, path, offered.includes('en') ? 'en' : (offered[0] ?? 'en')),
    },
  ]
}
