import { redirect } from 'react-router'
import { checkAccountStatus } from '../features/account/api/account-status.ts'
import { localizePath } from '../lib/locale-path.ts'
import type { Locale } from '../lib/locales.ts'
import { session } from '../stores/session.ts'
import { sendGuestAway } from './guest-redirect.ts'
import type { RouteAccess } from './route-table.ts'

/** The page a middleware runs before: it throws a redirect to send the visitor elsewhere. */
export type RouteVisit = { url: URL; locale: Locale }
type RouteMiddleware = (visit: RouteVisit) => void | Promise<void>

/**
 * The named route middleware (decision 058): a page's own, named by its access in the route
 * table, and any more a route rule's `appMiddleware` names for its path.
 */
const routeMiddleware: Record<string, RouteMiddleware> = {
  'player-only': ({ url }) => {
    if (!session().isAuthenticated) throw redirect(sendGuestAway(url.search))
  },
  'guest-only': ({ url, locale }) => {
    if (session().isAuthenticated) throw redirect(localizePath('/', locale) + url.search)
  },
  // Before a money screen (decision 059). An account the backend refuses ends the session in the
  // global handler, which moves the player on. The server has just loaded this player's data
  // with the same token, which the backend would have refused alike.
  'account-status': async () => {
    if (!import.meta.env.SSR) await checkAccountStatus()
  },
}

const ownMiddleware: Record<RouteAccess, string[]> = {
  public: [],
  protected: ['player-only'],
  'guest-only': ['guest-only'],
}

/** The middleware a page runs, in order: its own, then its rule's, each once. */
export function middlewareOf(access: RouteAccess, ruled: readonly string[] = []): string[] {
  return [...new Set([...ownMiddleware[access], ...ruled])]
}

/** Runs `names` in order; a name no middleware has is a broken rule, and the page fails with it. */
export async function runRouteMiddleware(
  names: readonly string[],
  visit: RouteVisit,
): Promise<void> {
  for (const name of names) {
    const middleware = routeMiddleware[name]
    if (!middleware) throw new Error(`Unknown route middleware: ${name}`)
    await middleware(visit)
  }
}
