import { useSyncExternalStore } from 'react'
import type { ReadonlySignal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'

// How the signals library's hooks mark a custom hook that reads signals (its Babel transform's
// "managed hook"): only the signals read between `useSignals` and `f()` re-render the component.
const managedHook = 2

/**
 * A store's value, read through `@preact/signals-react`: the component re-renders when it changes
 * (the library subscribes with React's `useSyncExternalStore`, so it stays correct under concurrent
 * rendering). Every store hook reads through here; no component touches a signal itself.
 */
export function useStore<T>(source: ReadonlySignal<T>): T {
  const tracking = useSignals(managedHook)
  try {
    return source.value
  } finally {
    tracking.f()
  }
}

/**
 * A store the server never holds (an offer the browser makes on its own): hydration reads `drawn`,
 * what the server drew with, so the markup matches, and the browser's own value follows at once.
 * The signals library has no value of its own for hydration, so this one subscribes directly.
 */
export function useBrowserStore<T>(source: ReadonlySignal<T>, drawn: T): T {
  return useSyncExternalStore(
    (onChange) => source.subscribe(onChange),
    () => source.value,
    () => drawn,
  )
}
