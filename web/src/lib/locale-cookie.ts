import { locales, type Locale } from '../stores/locale.ts'

export const localeCookieName = 'i18n_locale'
const yearInSeconds = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Max-Age=${yearInSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function saveLocaleCookie(locale: Locale, doc: Document = document): void {
  // Secure wherever the browser keeps it (https, and http://*.localhost in Chromium); plain otherwise.
  const secure = doc.location.protocol === 'https:' || doc.defaultView?.isSecureContext === true
  doc.cookie = localeCookie(locale, secure)
  if (secure && readLocaleCookie(doc.cookie) !== locale) doc.cookie = localeCookie(locale, false)
}

export function readLocaleCookie(cookies: string): Locale | null {
  const value = cookies
    .split('; ')
    .find((c) => c.startsWith(`${localeCookieName}=`))
    ?.split('=')[1]
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : null
}
