import type { createBrowserRouter } from 'react-router'

type AppRouter = ReturnType<typeof createBrowserRouter>

// A leaf module: code that navigates from outside components (session end, the global error
// handler) imports this, not the module that builds the router, which imports every screen.
let router: AppRouter | null = null
// A navigation asked for before the router was built: a call of the signed-in player's that
// met an expired session while the site was still starting sent the player nowhere.
let waiting: string | null = null

export function setNavigationRouter(built: AppRouter): void {
  router = built
  if (waiting === null) return
  const to = waiting
  waiting = null
  void built.navigate(to)
}

/**
 * Navigation from outside components: the global error handler after a session ends. Before
 * the router exists (the site is starting), the last one asked for is made once it does.
 */
export function navigateTo(to: string): void {
  if (router) void router.navigate(to)
  else waiting = to
}

export function currentSearch(): string {
  return router?.state.location.search ?? ''
}

/** The current page asks its route's guard again, e.g. after the player signed in or out elsewhere. */
export function recheckRoute(): void {
  void router?.revalidate()
}
