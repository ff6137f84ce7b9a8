import { defaultLocale, locales, type Locale } from './locales.ts'

/** English is unprefixed; every other locale lives under /<locale>. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/')
  const prefixed = locales.find((l) => l !== defaultLocale && l === first)
  if (!prefixed) return { locale: defaultLocale, path: pathname || '/' }
  return { locale: prefixed, path: `/${rest.join('/')}` }
}

export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale)
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

export function localizedName(name: string, locale: Locale): string {
  return `${name}___${locale}`
}
