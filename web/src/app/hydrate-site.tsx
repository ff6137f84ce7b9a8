import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { readCookie, writeCookie } from '../lib/cookies.ts'
import { takeHandover, type Handover } from '../lib/handover.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { currentLocale } from '../stores/locale.ts'
import { session, settleDrawnPlayer } from '../stores/session.ts'
import { readySite } from '../stores/site.ts'
import { PlayerAccountArea } from './account-area.tsx'
import { App } from './app.tsx'
import { arrivalCookie, noticeArrival, openModalOnArrival } from './arrival-modal.ts'
import { firstLook } from './first-page-warmup.ts'
import { loadScreenMessages } from './i18n.ts'
import { restorePlayer } from './restore-player.ts'
import { loadRouteRules } from './route-rules.ts'
import { createHydratedRouter } from './router.tsx'
import { guestRedirectFor } from '../features/auth/utils/guest-redirect.ts'

/** What the server put in its page for the browser's state to take (`lib/handover.ts`). */
export function drawnHandover(): Handover | null {
  const text = document.getElementById('site-state')?.textContent
  return text ? (JSON.parse(text) as Handover) : null
}

/**
 * Once the server's markup is live, the browser's own knowledge counts: the player it keeps (see
 * `settleDrawnPlayer`), and the modal a guest was sent home to see.
 */
function afterHydration(router: Awaited<ReturnType<typeof createHydratedRouter>> | null): void {
  // The page answers clicks from here on: tools that drive it (the e2e specs, QA's runs) wait for this.
  document.documentElement.dataset.hydrated = ''
  if (settleDrawnPlayer() === 'signed-in') void restorePlayer()
  const modal = readCookie(arrivalCookie)
  const site = readySite()
  if (modal && site && router) {
    writeCookie(arrivalCookie, '', { maxAgeDays: 0 })
    const destination = guestRedirectFor(site.site.theme_code)
    if ('modal' in destination && destination.modal === modal) {
      openModalOnArrival({ path: location.pathname, modal, delayMs: destination.delayMs })
      noticeArrival(router.state)
    }
  }
}

/**
 * The browser takes over the page the server rendered: its state takes what the server drew from
 * (the handover), the page's code and look load first, then React hydrates the markup in place
 * instead of drawing it again.
 */
export async function hydrateSite(handover: Handover, root: HTMLElement): Promise<void> {
  takeHandover(handover)
  const site = readySite()
  const [router] = await Promise.all([
    site ? createHydratedRouter() : null,
    site ? firstLook(site.site.theme_code, site.showDownloadBar ?? false) : null,
    session().isAuthenticated ? PlayerAccountArea.preload() : null,
    splitLocale(location.pathname).path === '/' ? null : loadScreenMessages(currentLocale()),
    loadRouteRules(),
  ])
  hydrateRoot(
    root,
    <App
      start={{
        ready: () => router && <RouterProvider router={router} />,
        // The server draws a failed startup: asking again is loading the page again.
        retry: () => location.reload(),
      }}
      onShown={() => afterHydration(router)}
    />,
    import.meta.env.DEV
      ? {
          onRecoverableError: (error, info) =>
            void import('../dev/hydration-mismatch.ts').then((dev) =>
              dev.reportHydrationProblem(error, info),
            ),
        }
      : undefined,
  )
}
