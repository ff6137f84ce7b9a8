import { computed, signal } from '@preact/signals-react'
import { useStore } from './use-store.ts'

export type MenuEntry = { id?: number; content_id?: number; name: string; category?: string; url: string; children?: MenuEntry[] }
export type LanguageOption = { code: string; name?: string; display_name?: string; icon?: string }
export type SiteInfo = {
  site_name: string
  currency: string
  theme_code: string
  theme_color: string
  logo1?: string
  logo2?: string
  logo3?: string
  logo_text?: string
  external_id: string
  android_sub?: string
  ios_sub?: string
}
export type Maintenance = { is_maintenance: boolean; start_date?: string; end_date?: string }

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
      chatId?: string
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
