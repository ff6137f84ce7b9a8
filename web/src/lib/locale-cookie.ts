import { isLocale, type Locale } from './locales.ts'
import { readCookie, writeCookie } from './cookies.ts'

export const localeCookieName = 'i18n_locale'

export function saveLocaleCookie(locale: Locale, doc: Document = document): void {
  writeCookie(localeCookieName, locale, { maxAgeDays: 365 }, doc)
}

export function readLocaleCookie(cookies: string): Locale | null {
  const value = readCookie(localeCookieName, cookies)
  return isLocale(value) ? value : null
}
