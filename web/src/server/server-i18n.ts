import i18next, { type i18n, type Resource } from 'i18next'
import { namespaces } from '../app/i18n.ts'
import { defaultLocale, locales, type Locale } from '../lib/locales.ts'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
})

function messagesOf(language: string): Record<string, Record<string, unknown>> {
  const file = (name: string) => files[`../locales/${language}/${name}.json`]?.default ?? {}
  const byNamespace = Object.fromEntries(namespaces.map((ns) => [ns, file(ns)]))
  // The `ui` namespace is split in two files for the browser (decision 007); the server has both.
  byNamespace.ui = deepMerge(file('ui'), file('ui-screens'))
  return byNamespace
}

function deepMerge(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const before = merged[key]
    // As addResourceBundle(…, deep, no overwrite) does in the browser: the first file's text wins.
    merged[key] = isRecord(before) && isRecord(value) ? deepMerge(before, value) : (before ?? value)
  }
  return merged
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const resources: Resource = Object.fromEntries(
  locales.map((language) => [language, messagesOf(language)]),
)

/** A request's own i18next, with every message of its language and English at hand. */
export function serverTranslator(locale: Locale): i18n {
  const instance = i18next.createInstance()
  // No initReactI18next: it would make this request's instance every component's default.
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: [...namespaces],
    defaultNS: 'ui',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}
