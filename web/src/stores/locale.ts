import { signal } from '@preact/signals-react'
import { defaultLocale, type Locale } from '../lib/locales.ts'
import { crossesToBrowser } from '../lib/handover.ts'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

const current = perVisit(() => signal<Locale>(defaultLocale))

export function setLocale(locale: Locale): void {
  current().value = locale
}

crossesToBrowser('locale', () => current().peek(), setLocale)

export function currentLocale(): Locale {
  return current().peek()
}

export function useLocale(): Locale {
  return useStore(current())
}
