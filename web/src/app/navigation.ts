import type { createBrowserRouter } from 'react-router'

type AppRouter = ReturnType<typeof createBrowserRouter>

// A leaf module: code that navigates from outside components (session end, the global error
// handler) imports this, not the module that builds the router, which imports every screen.
let router: AppRouter | null = null

export function setNavigationRouter(built: AppRouter): void {
  router = built
}

/** Navigation from outside components: the global error handler after a session ends. */
export function navigateTo(to: string): void {
  void router?.navigate(to)
}

export function currentSearch(): string {
  return router?.state.location.search ?? ''
}

/** The current page asks its route's guard again, e.g. after the player signed in or out elsewhere. */
export function recheckRoute(): void {
  void router?.revalidate()
}
