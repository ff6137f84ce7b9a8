import { signal } from '@preact/signals-react'
import type { components } from '@playfront/contract/schema'
import { crossesToBrowser } from '../lib/handover.ts'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

export type SeoRecord = components['schemas']['SeoRecord']

// The tenant's SEO record (page name `home`): asked once a visit, or taken from the server.
// undefined: not asked yet; null: the backend has none.
const record = perVisit(() => signal<SeoRecord | null | undefined>(undefined))

export function setSeoRecord(seo: SeoRecord | null): void {
  record().value = seo
}

crossesToBrowser('seo', () => record().peek(), setSeoRecord)

export function seoRecord(): SeoRecord | null | undefined {
  return record().peek()
}

export function useSeoRecord(): SeoRecord | null | undefined {
  return useStore(record())
}
