import { signal } from '@preact/signals-react'
import { useStore } from './use-store.ts'

const wanted = signal(false)
let mounted: () => void = () => {}
const ready = new Promise<void>((resolve) => (mounted = resolve))

/** Asks for the toast container and resolves once it is on screen to receive toasts. */
export function signalToastHost(): Promise<void> {
  wanted.value = true
  return ready
}

export function toastHostMounted(): void {
  mounted()
}

export function useToastHostWanted(): boolean {
  return useStore(wanted)
}
