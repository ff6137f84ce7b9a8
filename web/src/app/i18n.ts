import i18next, { type BackendModule, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '../stores/locale.ts'

export const namespaces = ['ui', 'errors', 'messages', 'validation', 'misc'] as const

const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json')
const loadedScreenMessages = new Set<string>()

// One chunk per language and namespace, fetched only when that language is shown.
const lazyMessages: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  async read(language: string, namespace: string) {
    const load = messageFiles[`../locales/${language}/${namespace}.json`]
    if (!load) {
      console.info(`No ${namespace} messages for ${language}`)
      return {}
    }
    return (await load()).default
  },
} as unknown as BackendModule

export async function startI18n(locale: Locale): Promise<void> {
  await i18next
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: ['en', 'fil', 'zh'],
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'ui',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
}

/**
 * The `ui` namespace comes in two files: `ui.json`, what the shell and home page show, loaded
 * at start, and `ui-screens.json`, the other screens' strings, merged into `ui` before the first
 * of those screens renders. A first visit to `/` so never downloads the rest of the site's text.
 */
export async function loadScreenMessages(locale: Locale): Promise<void> {
  if (loadedScreenMessages.has(locale)) return
  const load = messageFiles[`../locales/${locale}/ui-screens.json`]
  if (!load) return
  i18next.addResourceBundle(locale, 'ui', (await load()).default, true, false)
  loadedScreenMessages.add(locale)
}

export async function showLanguage(locale: Locale): Promise<void> {
  if (i18next.resolvedLanguage !== locale) await i18next.changeLanguage(locale)
  document.documentElement.lang = locale
}

export function translate(key: string, options: TOptions = {}): string {
  return i18next.t(key, options)
}
