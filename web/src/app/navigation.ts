import type { createBrowserRouter } from 'react-router'
import { perVisit } from '../lib/per-visit.ts'

type AppRouter = ReturnType<typeof createBrowserRouter>

// A leaf module: code that navigates from outside components (session end, the global error
// handler) imports this, not the module that builds the router, which imports every screen.
// `waiting`: a navigation asked for before the router was built; a call of the signed-in
// player's that met an expired session while the site was still starting sent the player nowhere.
const navigation = perVisit(() => ({
  router: null as AppRouter | null,
  waiting: null as string | null,
}))

export function setNavigationRouter(built: AppRouter): void {
  const state = navigation()
  state.router = built
  if (state.waiting === null) return
  const to = state.waiting
  state.waiting = null
  void built.navigate(to)
}

/**
 * Navigation from outside components: the global error handler after a session ends. Before
 * the router exists (the site is starting), the last one asked for is made once it does.
 */
export function navigateTo(to: string): void {
  const state = navigation()
  if (state.router) void state.router.navigate(to)
  else state.waiting = to
}

export function currentSearch(): string {
  return navigation().router?.state.location.search ?? ''
}

/** The current page asks its route's guard again, e.g. after the player signed in or out elsewhere. */
export function recheckRoute(): void {
  void navigation().router?.revalidate()
}
