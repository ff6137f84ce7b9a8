import { signal } from '@preact/signals-core'
import { crossesToBrowser } from '../lib/handover.ts'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

// Spec section 7, hasHotGames: true once the hot list came back with games, false once it came
// back empty; undefined while no page has asked for it.
const hot = perVisit(() => signal<boolean | undefined>(undefined))

export function setHasHotGames(has: boolean): void {
  hot().value = has
}

crossesToBrowser('hasHotGames', () => hot().peek(), setHasHotGames)

export function useHasHotGames(): boolean | undefined {
  return useStore(hot())
}
