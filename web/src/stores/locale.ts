import { signal } from '@preact/signals-core'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

export const locales = ['en', 'fil', 'zh'] as const
export type Locale = (typeof locales)[number]

const current = perVisit(() => signal<Locale>('en'))

export function setLocale(locale: Locale): void {
  current().value = locale
}

export function currentLocale(): Locale {
  return current().peek()
}

export function useLocale(): Locale {
  return useStore(current())
}
