import { signal } from '@preact/signals-react'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

const unread = perVisit(() => signal(0))

/** How many inbox messages the player has not opened; headers show it as a badge. */
export function setUnreadInbox(count: number): void {
  unread().value = Math.max(0, count)
}

export function unreadInbox(): number {
  return unread().peek()
}

export function useUnreadInbox(): number {
  return useStore(unread())
}
