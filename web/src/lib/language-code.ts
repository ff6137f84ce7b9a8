import { defaultLocale, localeOfLanguage, locales, type Locale } from './locales.ts'

const byLanguage: Record<string, Locale> = localeOfLanguage

// Tenants list languages by the backend's codes; MMK, MNT and IDR have no messages and read English.
export function localeForLanguage(code: string): Locale {
  return byLanguage[code.toUpperCase()] ?? defaultLocale
}

export function localesOffered(codes: readonly string[]): Locale[] {
  const offered = new Set<Locale>(codes.map(localeForLanguage))
  return offered.size ? [...offered] : [...locales]
}
