import { openModal } from '../stores/modals.ts'

type Arrival = { path: string; modal: 'login' | 'sign-in'; delayMs: number }
type RouterState = { navigation: { state: string }; location: { pathname: string } }

let pending: Arrival | null = null
let timer: ReturnType<typeof setTimeout> | undefined

/** The template's modal opens `delayMs` after the guest has arrived at `path`, not when the redirect was decided. */
export function openModalOnArrival(arrival: Arrival): void {
  clearTimeout(timer)
  pending = arrival
}

/** Fed every router state; starts the delay once the router is idle at the pending path. */
export function noticeArrival(state: RouterState): void {
  if (!pending || state.navigation.state !== 'idle' || state.location.pathname !== pending.path)
    return
  const { modal, delayMs } = pending
  pending = null
  timer = setTimeout(() => openModal({ kind: modal }), delayMs)
}
