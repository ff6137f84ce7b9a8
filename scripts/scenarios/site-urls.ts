import type { ThemeCode } from '@playfront/contract/themes'
import type { Locale } from './matrix.ts'

/** The domain_name of a template's seeded tenant: the web app takes it from location.hostname. */
export const tenantDomain = (template: ThemeCode) => `${template}.localhost`

/** English unprefixed, Filipino under /fil, Chinese under /zh. @example localePath('zh', '/login') // '/zh/login' */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** @example tenantUrl('http://localhost:8080', 'slot2', 'fil', '/') // 'http://slot2.localhost:8080/fil' */
export function tenantUrl(
  origin: string,
  template: ThemeCode,
  locale: Locale,
  path: string,
): string {
  const url = new URL(origin)
  url.hostname = tenantDomain(template)
  return `${url.origin}${localePath(locale, path)}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Matches the page at `path` in `locale` on any host, with or without a trailing slash or query. */
export function pathPattern(locale: Locale, path: string): RegExp {
  const prefixed = localePath(locale, path).replace(/\/$/, '')
  return new RegExp(`^https?://[^/]+${escapeRegExp(prefixed)}/?(?:[?#].*)?$`)
}
