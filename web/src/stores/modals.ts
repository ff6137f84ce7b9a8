import { signal } from '@preact/signals-react'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

export type Modal =
  | { kind: 'login' }
  | { kind: 'sign-in' }
  | { kind: 'announcement' }
  | { kind: 'error'; message: string; detail?: string }

const current = perVisit(() => signal<Modal | null>(null))

/** Opening a modal closes the one on screen first: at most one is ever shown. */
export function openModal(modal: Modal): void {
  closeModal()
  current().value = modal
}

export function closeModal(): void {
  current().value = null
}

export function currentModal(): Modal | null {
  return current().peek()
}

export function useCurrentModal(): Modal | null {
  return useStore(current())
}
