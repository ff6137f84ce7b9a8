import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { handOverSanitized } from '../features/cms/sanitized-on-server.ts'
import { setServerUserAgent } from '../hooks/use-device-info.ts'
import { readCookie, writeCookie } from '../lib/cookies.ts'
import { setDrawnWidth } from '../lib/drawn-width.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { handOver } from '../lib/page-answers.ts'
import { markServerRendered } from '../lib/server-rendered.ts'
import { resetSession, signIn, storedUser, takeSession, emptySession } from '../stores/session.ts'
import { setSiteState } from '../stores/site.ts'
import type { ServerState } from '../server/server-state.ts'
import { PlayerAccountArea } from './account-area.tsx'
import { App } from './app.tsx'
import { arrivalCookie, noticeArrival, openModalOnArrival } from './arrival-modal.ts'
import { firstLook } from './first-page-warmup.ts'
import { loadScreenMessages } from './i18n.ts'
import { restorePlayer } from './restore-player.ts'
import { loadRouteRules } from './route-rules.ts'
import { createHydratedRouter } from './router.tsx'
import { guestRedirectFor } from '../features/auth/utils/guest-redirect.ts'
import { seedSeoRecord } from '../features/seo/use-seo-head.ts'

/** What the server put in its page for the browser to go on from, or null on a bare page. */
export function serverState(): ServerState | null {
  const text = document.getElementById('site-state')?.textContent
  return text ? (JSON.parse(text) as ServerState) : null
}

/** The player the server drew, with the token this browser keeps for them; else the guest. */
function drawnPlayer(state: ServerState): void {
  const stored = storedUser()
  const player = state.player
  if (!player || stored?.account_id !== player.accountId) return takeSession(emptySession)
  const { accountId: _, ...drawn } = player
  takeSession({ ...drawn, isAuthenticated: true, user: stored, token: stored.session_token })
}

/**
 * Once the server's markup is live, the browser's own knowledge counts: the player it keeps (a
 * page drawn for a guest, from a CDN or before the player cookie existed), or none (a player
 * cookie left without its session), and the modal a guest was sent home to see.
 */
function afterHydration(
  state: ServerState,
  router: Awaited<ReturnType<typeof createHydratedRouter>> | null,
): void {
  // The page answers clicks from here on: tools that drive it (the e2e specs, QA's runs) wait for this.
  document.documentElement.dataset.hydrated = ''
  const stored = storedUser()
  if (stored && stored.account_id !== state.player?.accountId) {
    signIn(stored)
    void restorePlayer()
  } else if (!stored && state.player) resetSession()
  const modal = readCookie(arrivalCookie)
  if (modal && state.site.status === 'ready' && router) {
    writeCookie(arrivalCookie, '', { maxAgeDays: 0 })
    const destination = guestRedirectFor(state.site.site.theme_code)
    if ('modal' in destination && destination.modal === modal) {
      openModalOnArrival({ path: location.pathname, modal, delayMs: destination.delayMs })
      noticeArrival(router.state)
    }
  }
}

/**
 * The browser takes over the page the server rendered: the same state the server drew from
 * (site, player, the page's answers and clean HTML, the screen width), the page's code and look
 * loaded first, then React hydrates the markup in place instead of drawing it again.
 */
export async function hydrateSite(state: ServerState, root: HTMLElement): Promise<void> {
  markServerRendered()
  setDrawnWidth(state.width)
  setServerUserAgent(state.userAgent)
  handOver(state.answers)
  handOverSanitized(state.sanitized)
  seedSeoRecord(state.seo)
  setSiteState(state.site)
  drawnPlayer(state)
  const site = state.site.status === 'ready' ? state.site : null
  const [router] = await Promise.all([
    site ? createHydratedRouter(state.router) : null,
    site ? firstLook(site.site.theme_code, site.showDownloadBar ?? false) : null,
    state.player ? PlayerAccountArea.preload() : null,
    splitLocale(location.pathname).path === '/' ? null : loadScreenMessages(state.locale),
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
      onShown={() => afterHydration(state, router)}
    />,
  )
}
