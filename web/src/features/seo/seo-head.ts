import type { components } from '@playfront/contract/schema'

export type SeoRecord = components['schemas']['SeoRecord']
