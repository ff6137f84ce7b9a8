/**
 * The languages the site has messages for, each under the backend's language code (spec section 1:
 * EN, PHP and CN; MMK, MNT and IDR are offered by some tenants but have no messages and read
 * English). Every list of locales in the repo, the browser's, the server's, the service worker's,
 * the build's and QA's, is this one.
 */
export const localeOfLanguage = { EN: 'en', PHP: 'fil', CN: 'zh' } as const

export type Locale = (typeof localeOfLanguage)[keyof typeof localeOfLanguage]

/** In the order the site lists them; English, the fallback (spec section 9: en-US), first. */
export const locales: readonly Locale[] = Object.values(localeOfLanguage)

/** English: unprefixed, and the messages any language lacks. */
export const defaultLocale: Locale = 'en'

/**
 * The languages a tenant may offer that have no messages (spec section 1): they read English, at
 * English's addresses and with `lang="en"` (decision 060). Each is tagged with the language its
 * name is written in, for the switcher's option.
 */
export const languagesWithoutMessages = { MMK: 'my', MNT: 'mn', IDR: 'id' } as const

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value)
}
