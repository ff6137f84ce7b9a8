import type { components } from '@playfront/contract/schema'
import {
  defaultLocale,
  languagesWithoutMessages,
  localeOfLanguage,
  locales,
  type Locale,
} from './locales.ts'
import { safeUrl } from './safe-url.ts'

type LanguageOption = components['schemas']['LanguageOption']

const byLanguage: Record<string, Locale> = localeOfLanguage
const nameTags: Record<string, string> = languagesWithoutMessages

// Tenants list languages by the backend's codes; MMK, MNT and IDR have no messages and read English.
export function localeForLanguage(code: string): Locale {
  return byLanguage[code.toUpperCase()] ?? defaultLocale
}

export function localesOffered(codes: readonly string[]): Locale[] {
  const offered = new Set<Locale>(codes.map(localeForLanguage))
  return offered.size ? [...offered] : [...locales]
}

/** One entry of the language switcher: a language the tenant offers, and the messages it reads. */
export type LanguageChoice = {
  /** The switcher's value: the locale of a language with messages, else its code in lower case. */
  key: string
  /** The tenant's own name for it; none when the tenant lists no languages. */
  name?: string
  /** Its flag's file name (or URL). */
  icon?: string
  locale: Locale
  /** The language its name is written in. */
  lang: string
}

/**
 * The tenant's languages as startup lists them, in its order, each once; the site's own when it
 * lists none.
 *
 * @example
 * languageChoices([{ code: 'MMK', name: 'မြန်မာ', icon: 'mm.svg', files: [] }])
 * // [{ key: 'mmk', name: 'မြန်မာ', icon: 'mm.svg', locale: 'en', lang: 'my' }]
 */
export function languageChoices(offered: readonly LanguageOption[]): LanguageChoice[] {
  if (!offered.length) return locales.map((locale) => ({ key: locale, locale, lang: locale }))
  const choices = new Map<string, LanguageChoice>()
  for (const { code, name, icon } of offered) {
    const upper = code.toUpperCase()
    const locale = byLanguage[upper]
    const key = locale ?? upper.toLowerCase()
    if (!choices.has(key))
      choices.set(key, {
        key,
        name,
        icon,
        locale: locale ?? defaultLocale,
        lang: locale ?? nameTags[upper] ?? defaultLocale,
      })
  }
  return [...choices.values()]
}

/** A flag's address: the site's own `/flags/<file>` for a file name, else the URL as given. */
export function flagUrl(icon: string | undefined): string | undefined {
  if (!icon) return undefined
  return safeUrl(/[/:]/.test(icon) ? icon : `/flags/${icon}`)
}
