import { languageOptionFilesValues } from '@playfront/contract/schema'
import i18next, { type BackendModule, type i18n, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { perVisit } from '../lib/per-visit.ts'
import { locales, type Locale } from '../lib/locales.ts'

export const namespaces = languageOptionFilesValues

type FirstPaintMessages = Record<(typeof namespaces)[number], Record<string, unknown>>

const firstPaintFiles = import.meta.glob<{ default: FirstPaintMessages }>(
  '../locales/*/first-paint.ts',
)
const screenFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/ui-screens.json',
)
// The browser's one instance, which react-i18next knows; the server gives each request its own.
const visitI18n = perVisit(() => ({ instance: i18next, screensLoaded: new Set<string>() }))
const firstPaint = new Map<string, Promise<FirstPaintMessages>>()

// One chunk per language with every namespace the first paint needs, fetched only when that
// language is shown (index.html starts the fetch of the page's language at once).
const lazyMessages: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  async read(language: string, namespace: (typeof namespaces)[number]) {
    const load = firstPaintFiles[`../locales/${language}/first-paint.ts`]
    if (!load) {
      console.info(`No ${namespace} messages for ${language}`)
      return {}
    }
    let messages = firstPaint.get(language)
    if (!messages) {
      messages = load().then((module) => module.default)
      firstPaint.set(language, messages)
    }
    return (await messages)[namespace]
  },
} as unknown as BackendModule

/** The visit's i18next: what code outside components translates with. */
export function visitTranslator(): i18n {
  return visitI18n().instance
}

/** The server's own instance for the request it renders, its messages already in it. */
export function setVisitTranslator(instance: i18n): void {
  visitI18n().instance = instance
  visitI18n().screensLoaded = new Set(instance.languages)
}

export async function startI18n(locale: Locale): Promise<void> {
  await i18next
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Every language has every key (locales-complete.test.ts): an English fallback would only
      // make a Filipino or Chinese visit download the English messages too (3.5 KB gzip).
      fallbackLng: false,
      supportedLngs: [...locales],
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
  const { instance, screensLoaded } = visitI18n()
  if (screensLoaded.has(locale)) return
  const load = screenFiles[`../locales/${locale}/ui-screens.json`]
  if (!load) return
  instance.addResourceBundle(locale, 'ui', (await load()).default, true, false)
  screensLoaded.add(locale)
}

export async function showLanguage(locale: Locale): Promise<void> {
  const { instance } = visitI18n()
  if (instance.resolvedLanguage !== locale) await instance.changeLanguage(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export function translate(key: string, options: TOptions = {}): string {
  return visitI18n().instance.t(key, options)
}
