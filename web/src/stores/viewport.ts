import { signal } from '@preact/signals-react'
import { defaultBreakpoint, type BreakpointName } from '../lib/breakpoints.ts'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

const current = perVisit(() => signal<BreakpointName>(defaultBreakpoint))

export function setViewport(name: BreakpointName): void {
  current().value = name
}

export function viewportNow(): BreakpointName {
  return current().peek()
}

export function useViewport(): BreakpointName {
  return useStore(current())
}
