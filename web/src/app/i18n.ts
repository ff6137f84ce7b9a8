import { languageOptionFilesValues } from '@playfront/contract/schema'
import i18next, { type BackendModule, type i18n, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { perVisit } from '../lib/per-visit.ts'
import { defaultLocale, locales, type Locale } from '../lib/locales.ts'

export const namespaces = languageOptionFilesValues

type FirstPaintMessages = Record<(typeof namespaces)[number], Record<string, unknown>>

const firstPaintFiles = import.meta.glob<{ default: FirstPaintMessages }>(
  '../locales/*/first-paint.ts',
)
const screenFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/ui-screens.json',
)
// The browser's one instance, which react-i18next knows; the server gives each request its own.
// `english`: English's messages, loaded the first time another language lacks one (decision 060).
const visitI18n = perVisit(() => ({
  instance: i18next,
  screensLoaded: new Set<string>(),
  english: null as Promise<void> | null,
  englishAtHand: false,
}))
const firstPaint = new Map<string, Promise<FirstPaintMessages>>()

function firstPaintOf(language: string): Promise<FirstPaintMessages> | undefined {
  const load = firstPaintFiles[`../locales/${language}/first-paint.ts`]
  if (!load) return undefined
  let messages = firstPaint.get(language)
  if (!messages) {
    messages = load().then((module) => module.default)
    firstPaint.set(language, messages)
  }
  return messages
}

// One chunk per language with every namespace the first paint needs, fetched only when that
// language is shown (index.html starts the fetch of the page's language at once).
const lazyMessages: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  async read(language: string, namespace: (typeof namespaces)[number]) {
    const messages = firstPaintOf(language)
    if (!messages) {
      console.info(`No ${namespace} messages for ${language}`)
      return {}
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

/**
 * English (spec section 9: the fallback, en-US) for a message the page's language lacks, loaded
 * the first time one is missing: every shipped language has every key (locales-complete.test.ts),
 * so a Filipino or Chinese visit never downloads the English messages for nothing (3.5 KB gzip).
 * Once they are at hand, i18next falls back to them, and what showed a key is drawn again.
 */
function fallBackToEnglish(): Promise<void> {
  const state = visitI18n()
  const { instance } = state
  if (state.english || instance.resolvedLanguage === defaultLocale)
    return state.english ?? Promise.resolve()
  state.english = (async () => {
    const messages = await firstPaintOf(defaultLocale)
    for (const namespace of namespaces)
      instance.addResourceBundle(defaultLocale, namespace, messages?.[namespace] ?? {}, true, false)
    if (state.screensLoaded.size) await addScreenMessages(defaultLocale)
    state.englishAtHand = true
    console.info(`Messages missing in ${instance.language}: English shown instead`)
    await instance.changeLanguage(instance.language)
  })()
  return state.english
}

export async function startI18n(locale: Locale): Promise<void> {
  await i18next
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: () => (visitI18n().englishAtHand ? [defaultLocale] : []),
      saveMissing: true,
      missingKeyHandler: () => void fallBackToEnglish(),
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
  await addScreenMessages(locale)
  if (visitI18n().englishAtHand) await addScreenMessages(defaultLocale)
}

async function addScreenMessages(locale: Locale): Promise<void> {
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
