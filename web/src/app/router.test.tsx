import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeTable } from './route-table.ts'
import { createAppRouter } from './router.tsx'

// Who may see a page is route-guard.test's concern; here every page is open.
vi.mock('./route-guard.ts', () => ({ guardRoute: async () => null }))

type Router = ReturnType<typeof createAppRouter>

const routeIds = (router: Router) => (router.routes[0]?.children ?? []).map((route) => route.id)
const shownRoute = (router: Router) => router.state.matches.at(-1)?.route.id

describe('the router', () => {
  let router: Router | undefined
  afterEach(() => {
    router?.dispose()
    router = undefined
    history.replaceState(null, '', '/')
  })

  it('starts with the routes of the locale the visit opened in, and the not-found route', () => {
    history.replaceState(null, '', '/zh/about')
    router = createAppRouter()
    const ids = routeIds(router)
    expect(ids).toHaveLength(routeTable.length + 1)
    expect(ids).toContain('about___zh')
    expect(ids).toContain('not-found')
    expect(ids.filter((id) => /___(en|fil)$/.test(id ?? ''))).toEqual([])
  })

  it("adds another locale's routes when a navigation first asks for one, and shows its page", async () => {
    history.replaceState(null, '', '/')
    router = createAppRouter()
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true), { timeout: 10_000 })
    await router.navigate('/fil/about')
    expect(shownRoute(router)).toBe('about___fil')
    expect(routeIds(router)).toHaveLength(routeTable.length * 2 + 1)
    await router.navigate('/fil/contact-us')
    expect(shownRoute(router)).toBe('contact-us___fil')
    expect(routeIds(router)).toHaveLength(routeTable.length * 2 + 1)
  })

  it('still shows the not-found page for a path no locale has', async () => {
    history.replaceState(null, '', '/')
    router = createAppRouter()
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true), { timeout: 10_000 })
    await router.navigate('/zh/no-such-page')
    expect(shownRoute(router)).toBe('not-found')
    await router.navigate('/no-such-page')
    expect(shownRoute(router)).toBe('not-found')
  })
})
