import { perVisit } from '../lib/per-visit.ts'
import { openModal } from '../stores/modals.ts'

type Arrival = { path: string; modal: 'login' | 'sign-in'; delayMs: number }
type RouterState = { navigation: { state: string }; location: { pathname: string } }

// `waitingAt`: where the guest was when the delay started; the modal is for that page only.
const arrival = perVisit(() => ({
  pending: null as Arrival | null,
  waitingAt: null as string | null,
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
}))

function stopWaiting(): void {
  clearTimeout(arrival().timer)
  arrival().waitingAt = null
}

/** The template's modal opens `delayMs` after the guest has arrived at `path`, not when the redirect was decided. */
export function openModalOnArrival(next: Arrival): void {
  stopWaiting()
  arrival().pending = next
}

/**
 * Fed every router state; starts the delay once the router is idle at the pending path. A guest
 * who moves to another page within the delay has moved on: the modal stays closed.
 */
export function noticeArrival(state: RouterState): void {
  const now = arrival()
  if (now.waitingAt !== null && state.location.pathname !== now.waitingAt) stopWaiting()
  const { pending } = now
  if (!pending || state.navigation.state !== 'idle' || state.location.pathname !== pending.path)
    return
  const { path, modal, delayMs } = pending
  now.pending = null
  now.waitingAt = path
  now.timer = setTimeout(() => {
    now.waitingAt = null
    openModal({ kind: modal })
  }, delayMs)
}

/** The modal a guest sent away is waiting for, if any: the server hands it on with its redirect. */
export function pendingArrival(): Arrival | null {
  return arrival().pending
}

/** The cookie a server's redirect leaves the modal in (`login` or `sign-in`), for a minute. */
export const arrivalCookie = 'arrival'
