import { AsyncLocalStorage } from 'node:async_hooks'
import { followVisits, type Visit } from '../lib/per-visit.ts'

const visits = new AsyncLocalStorage<Visit>()

followVisits(() => {
  const visit = visits.getStore()
  // On the server no state outlives a request: reading it outside one is a bug, not a default.
  if (!visit) throw new Error('Per-visit state was read outside a request the server renders')
  return visit
})

/** Runs `render` in a visit of its own: stores, API client, messages and caches start empty. */
export function inNewVisit<T>(render: () => Promise<T>): Promise<T> {
  return visits.run(new Map(), render)
}
