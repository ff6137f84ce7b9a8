import type { ThemeCode } from '@playfront/contract/themes'
import type { Locale } from './matrix.ts'
import { mockDomains, tenantDomainOf } from './backend-flags.ts'

/**
 * The domain_name of a template's tenant: the web app takes it from location.hostname. The mock
 * seeds one per template at `<code>.localhost`; another backend's are named by `--domain`.
 *
 * @example tenantDomain('slot2') // 'slot2.localhost'
 * @example tenantDomain('slot2', '{template}.qa.example') // 'slot2.qa.example'
 */
export const tenantDomain = (template: ThemeCode, pattern = mockDomains) =>
  tenantDomainOf(pattern, template)

/** English unprefixed, Filipino under /fil, Chinese under /zh. @example localePath('zh', '/login') // '/zh/login' */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** @example tenantUrl('http://localhost:8080', 'slot2.localhost', 'fil', '/') // 'http://slot2.localhost:8080/fil' */
export function tenantUrl(origin: string, domain: string, locale: Locale, path: string): string {
  const url = new URL(origin)
  url.hostname = domain
  return `${url.origin}${localePath(locale, path)}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Matches the page at `path` in `locale` on any host, with or without a trailing slash or query. */
export function pathPattern(locale: Locale, path: string): RegExp {
  const prefixed = localePath(locale, path).replace(/\/$/, '')
  return new RegExp(`^https?://[^/]+${escapeRegExp(prefixed)}/?(?:[?#].*)?$`)
}
