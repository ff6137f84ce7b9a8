import type { components } from '@playfront/contract/schema'

export type Cms = components['schemas']['Cms']

export const cmsPages = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
] as const
export type CmsPage = (typeof cmsPages)[number]

export type CmsBody = { visible: boolean; html: string }

/**
 * English pages show the `en_` body, every other language the tenant's `local_` one; an empty
 * body falls back to the other language rather than showing a blank page.
 */
export function cmsBody(cms: Cms | null | undefined, page: CmsPage, language: string): CmsBody {
  if (!cms || !cms[`${page}_status`]) return { visible: false, html: '' }
  const english = cms[`en_${page}`]
  const local = cms[`local_${page}`]
  const preferred = language.startsWith('en') ? [english, local] : [local, english]
  return { visible: true, html: preferred.find((body) => body.trim()) ?? '' }
}
