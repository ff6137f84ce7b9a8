import { useSyncExternalStore } from 'react'
import { matchesDrawnWidth } from '../../../lib/drawn-width.ts'

/**
 * Read during render, so the first paint already shows the right navigation. A page the server
 * drew is hydrated at the width it was drawn for; the browser's own answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => matchMedia(query).matches,
    () => matchesDrawnWidth(query),
  )
}
