import { signal } from '@preact/signals-react'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

const host = perVisit(() => {
  let mounted: () => void = () => {}
  const ready = new Promise<void>((resolve) => (mounted = resolve))
  return { wanted: signal(false), ready, mounted: () => mounted() }
})

/** Asks for the toast container and resolves once it is on screen to receive toasts. */
export function signalToastHost(): Promise<void> {
  host().wanted.value = true
  return host().ready
}

export function toastHostMounted(): void {
  host().mounted()
}

export function useToastHostWanted(): boolean {
  return useStore(host().wanted)
}
