import { whenPageIdle } from '../../lib/page-idle.ts'

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/**
 * Registers the built site's service worker (`/sw.js`, decision 045) once the page is shown and
 * idle: its precaching must not take a first visit's network. `pnpm dev` never registers it, so
 * the mock's own worker keeps the dev origin to itself.
 */
export function registerSiteWorker(): void {
  if (import.meta.env.DEV || !supported()) return
  void whenPageIdle().then(() =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.info('The site works without its service worker:', error)
    }),
  )
}

/** Calls `onWaiting` when a worker of a newer build has installed and waits to take over. */
export function watchWaitingWorker(onWaiting: () => void): () => void {
  if (!supported()) return () => {}
  let stopped = false
  const found = (registration: ServiceWorkerRegistration) => {
    const check = () => {
      if (!stopped && registration.waiting && navigator.serviceWorker.controller) onWaiting()
    }
    // A worker may be installing already when this watch starts (it starts at page idle).
    const follow = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', check)
    check()
    follow(registration.installing)
    registration.addEventListener('updatefound', () => follow(registration.installing))
  }
  // `ready`: once a worker is active for this page, which may be after this watch starts.
  void navigator.serviceWorker.ready.then(found)
  return () => {
    stopped = true
  }
}

/**
 * Lets the waiting worker of a newer build take over as the page is left (never mid-page): the
 * reload that follows runs the new build whichever worker answers it, since pages come from the
 * network first.
 */
export async function activateWaitingWorker(): Promise<void> {
  if (!supported()) return
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting
  waiting?.postMessage({ type: 'SKIP_WAITING' })
}
