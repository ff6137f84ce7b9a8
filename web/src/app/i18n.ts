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
// `englishAtHand`: English is the fallback, since the first message another language lacked.
const visitI18n = perVisit(() => ({
  instance: i18next,
  screensLoaded: new Set<string>(),
  englishAtHand: false,
}))
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

/**
 * English (spec section 9: the fallback, en-US) for a message the page's language lacks, loaded
 * the first time one is missing: every shipped language has every key (locales-complete.test.ts),
 * so a Filipino or Chinese visit never downloads the English messages for nothing (3.5 KB gzip).
 * Once English is the fallback, changing to the same language loads it, and what showed a key is
 * drawn again (decision 060).
 */
function fallBackToEnglish(): void {
  const visit = visitI18n()
  const { instance } = visit
  if (visit.englishAtHand || instance.resolvedLanguage === defaultLocale) return
  visit.englishAtHand = true
  console.info(`Messages missing in ${instance.language}: English shown instead`)
  void (visit.screensLoaded.size ? addScreenMessages(defaultLocale) : Promise.resolve()).then(() =>
    instance.changeLanguage(instance.language),
  )
}

export async function startI18n(locale: Locale): Promise<void> {
  await i18next
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: () => (visitI18n().englishAtHand ? [defaultLocale] : []),
      saveMissing: true,
      missingKeyHandler: fallBackToEnglish,
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
