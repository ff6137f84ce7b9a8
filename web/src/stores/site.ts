import { computed, signal } from '@preact/signals-react'
import type { components } from '@playfront/contract/schema'
import { crossesToBrowser } from '../lib/handover.ts'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

export type MenuEntry = components['schemas']['MenuItem']
export type GameMenuEntry = components['schemas']['GameMenuItem']
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
      /** Whether the tenant shows the preloader while the site starts (absent: it does). */
      showPreloader?: boolean
      chatId?: string
      /** The chat button's picture (`live_chat.image_id`). */
      chatImage?: string
      /** The lobby's games menu (`content.game_menu`), its entries no provider offers left out. */
      gameMenu?: GameMenuEntry[]
      /**
       * Spec section 7, hasHotGames: whether the hot list came back with games; unknown until a
       * page asks for it.
       */
      hasHotGames?: boolean
      providers?: ProviderCount[]
      affDomain?: string
      minAge?: number
    }

export type ReadySite = Extract<SiteState, { status: 'ready' }>

const site = perVisit(() => {
  const state = signal<SiteState>({ status: 'loading' })
  const ready = computed(() => (state.value.status === 'ready' ? state.value : null))
  return { state, ready }
})

export function setSiteState(next: SiteState): void {
  site().state.value = next
}

crossesToBrowser('site', () => site().state.peek(), setSiteState)

/** What the hot list's answer says of the tenant's hot games (`hasHotGames`). */
export function setHasHotGames(hasHotGames: boolean): void {
  const ready = site().ready.peek()
  if (ready && ready.hasHotGames !== hasHotGames) setSiteState({ ...ready, hasHotGames })
}

export function readySite(): ReadySite | null {
  return site().ready.peek()
}

export function useSiteState(): SiteState {
  return useStore(site().state)
}

export function useReadySite(): ReadySite | null {
  return useStore(site().ready)
}
