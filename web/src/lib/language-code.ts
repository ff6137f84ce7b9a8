import type { Locale } from '../stores/locale.ts'

// Tenants list languages by the backend's codes; MMK, MNT and IDR have no messages and read English.
const localeByLanguage: Record<string, Locale> = { EN: 'en', PHP: 'fil', CN: 'zh' }

export function localeForLanguage(code: string): Locale {
  return localeByLanguage[code.toUpperCase()] ?? 'en'
}

export function localesOffered(codes: readonly string[]): Locale[] {
  const offered = new Set<Locale>(codes.map(localeForLanguage))
  return offered.size ? [...offered] : ['en', 'fil', 'zh']
}
