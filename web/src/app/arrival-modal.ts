import { openModal } from '../stores/modals.ts'

type Arrival = { path: string; modal: 'login' | 'sign-in'; delayMs: number }
type RouterState = { navigation: { state: string }; location: { pathname: string } }

let pending: Arrival | null = null
/** Where the guest was when the delay started: the modal is for that page only. */
let waitingAt: string | null = null
let timer: ReturnType<typeof setTimeout> | undefined

function stopWaiting(): void {
  clearTimeout(timer)
  waitingAt = null
}

/** The template's modal opens `delayMs` after the guest has arrived at `path`, not when the redirect was decided. */
export function openModalOnArrival(arrival: Arrival): void {
  stopWaiting()
  pending = arrival
}

/**
 * Fed every router state; starts the delay once the router is idle at the pending path. A guest
 * who moves to another page within the delay has moved on: the modal stays closed.
 */
export function noticeArrival(state: RouterState): void {
  if (waitingAt !== null && state.location.pathname !== waitingAt) stopWaiting()
  if (!pending || state.navigation.state !== 'idle' || state.location.pathname !== pending.path)
    return
  const { path, modal, delayMs } = pending
  pending = null
  waitingAt = path
  timer = setTimeout(() => {
    waitingAt = null
    openModal({ kind: modal })
  }, delayMs)
}
