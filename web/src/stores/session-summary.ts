import { signal } from '@preact/signals-react'
import type { Success } from '@playfront/contract/types'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

type PlaySessionSummary = Success<'/api/safer_play/session_summary'>['value']
export type NotedSummary = { summary: PlaySessionSummary; receivedAt: number }

const latest = perVisit(() => signal<NotedSummary | null>(null))

/** A screen that changed the session's limits hands on the summary it was answered, so the watch needs no call of its own to learn the new end. */
export function noteSessionSummary(summary: PlaySessionSummary): void {
  latest().value = { summary, receivedAt: Date.now() }
}

export function useNotedSessionSummary(): NotedSummary | null {
  return useStore(latest())
}
