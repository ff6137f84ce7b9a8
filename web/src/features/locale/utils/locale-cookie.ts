import { locales, type Locale } from '../../../stores/locale.ts'

export const localeCookieName = 'i18n_locale'
const yearInSeconds = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Max-Age=${yearInSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function saveLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale, location.protocol === 'https:')
}

export function readLocaleCookie(cookies: string): Locale | null {
  const value = cookies.split('; ').find((c) => c.startsWith(`${localeCookieName}=`))?.split('=')[1]
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : null
}
