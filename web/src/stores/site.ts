import { computed, signal } from '@preact/signals-react'
import type { components } from '@playfront/contract/schema'
import { useStore } from './use-store.ts'

export type MenuEntry = components['schemas']['MenuItem']
export type LanguageOption = components['schemas']['LanguageOption']
export type SiteInfo = components['schemas']['Site']
export type Maintenance = components['schemas']['Maintenance']
export type ProviderCount = components['schemas']['ProviderCount']

export type SiteState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'maintenance'; maintenance: Maintenance; currency: string }
  | {
      status: 'ready'
      site: SiteInfo
      menu: MenuEntry[]
      languages: LanguageOption[]
      showAnnouncement: boolean
      showAppDownload: boolean
      showDownloadBar?: boolean
      chatId?: string
      providers?: ProviderCount[]
      affDomain?: string
      minAge?: number
    }

export type ReadySite = Extract<SiteState, { status: 'ready' }>

const state = signal<SiteState>({ status: 'loading' })
const ready = computed(() => (state.value.status === 'ready' ? state.value : null))

export function setSiteState(next: SiteState): void {
  state.value = next
}

export function readySite(): ReadySite | null {
  return ready.peek()
}

export function useSiteState(): SiteState {
  return useStore(state)
}

export function useReadySite(): ReadySite | null {
  return useStore(ready)
}
