import type { RequestHandler } from 'msw'
import type { MockBackend } from './backend.ts'
import { apiHandler } from './handlers/api-handler.ts'
import type { ApiPath, ApiRoute, ApiRoutes } from './handlers/api-types.ts'
import { accountRoutes } from './handlers/api/auth-account.ts'
import { loginRoutes } from './handlers/api/auth-login.ts'
import { tacRoutes } from './handlers/api/auth-tac.ts'
import { homeRoutes } from './handlers/api/home.ts'
import { productRoutes } from './handlers/api/product.ts'
import { seoRoutes } from './handlers/api/seo.ts'
import { inboxRoutes } from './handlers/api/settings-inbox.ts'
import { profileRoutes } from './handlers/api/settings-profile.ts'
import { siteRoutes } from './handlers/api/settings-site.ts'
import { startupRoutes } from './handlers/api/startup.ts'
import { clockHandlers } from './handlers/control/clock.ts'
import { healthAndStateHandlers } from './handlers/control/health-and-state.ts'
import { journalHandlers } from './handlers/control/journal.ts'
import { imageHandlers } from './handlers/control/images.ts'
import { playerHandlers } from './handlers/control/players.ts'
import { scenarioHandlers } from './handlers/control/scenarios.ts'
import { tacHandlers } from './handlers/control/tac.ts'
import { tenantHandlers } from './handlers/control/tenants.ts'
import { fallbackHandlers } from './handlers/fallbacks.ts'
import { provisionalControlHandlers, provisionalRoutes } from './handlers/provisional-routes.ts'

/**
 * Every product route, by path. The balance comes first: MSW tries handlers in order, and it
 * is the call the benchmark (and a live site) makes most.
 */
export const apiRoutes: ApiRoutes = {
  ...accountRoutes,
  ...startupRoutes,
  ...loginRoutes,
  ...tacRoutes,
  ...homeRoutes,
  ...productRoutes,
  ...seoRoutes,
  ...profileRoutes,
  ...inboxRoutes,
  ...siteRoutes,
  ...provisionalRoutes,
}

/**
 * The MSW handlers of the 23 product calls plus the control API under `/__mock` and the
 * JSON 404/405 catch-alls. The same list runs in the browser worker, `msw/node` and the
 * standalone server.
 *
 * @example
 * const backend = createMockBackend()
 * const server = setupServer(...createMockHandlers(backend))
 */
export function createMockHandlers(backend: MockBackend): RequestHandler[] {
  const paths = Object.keys(apiRoutes) as ApiPath[]
  const routes = [
    ...paths.map((path) => apiHandler(backend, path, apiRoutes[path] as ApiRoute<typeof path>)),
    ...healthAndStateHandlers(backend),
    ...tenantHandlers(backend),
    ...tacHandlers(backend),
    ...scenarioHandlers(backend),
    ...playerHandlers(backend),
    ...clockHandlers(backend),
    ...imageHandlers(backend),
    ...provisionalControlHandlers(backend),
    ...journalHandlers(backend),
  ]
  return [...routes, ...fallbackHandlers(paths, routes)]
}
