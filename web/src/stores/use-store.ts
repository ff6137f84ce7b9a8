import { useSyncExternalStore } from 'react'
import type { ReadonlySignal } from '@preact/signals-core'

// useSyncExternalStore over signal.subscribe needs no Babel transform and stays correct under
// React 19 concurrent rendering; every store hook goes through here.
export function useStore<T>(source: ReadonlySignal<T>): T {
  return useSyncExternalStore(
    (onChange) => source.subscribe(onChange),
    () => source.value,
    () => source.value,
  )
}

/**
 * A store the server never holds (an offer the browser makes on its own): hydration reads `drawn`,
 * what the server drew with, so the markup matches, and the browser's own value follows at once.
 */
export function useBrowserStore<T>(source: ReadonlySignal<T>, drawn: T): T {
  return useSyncExternalStore(
    (onChange) => source.subscribe(onChange),
    () => source.value,
    () => drawn,
  )
}
