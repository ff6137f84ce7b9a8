import { locales, type Locale } from '../stores/locale.ts'
import { readCookie, writeCookie } from './cookies.ts'

export const localeCookieName = 'i18n_locale'

export function saveLocaleCookie(locale: Locale, doc: Document = document): void {
  writeCookie(localeCookieName, locale, { maxAgeDays: 365 }, doc)
}

export function readLocaleCookie(cookies: string): Locale | null {
  const value = readCookie(localeCookieName, cookies)
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : null
}
