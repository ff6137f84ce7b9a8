import { afterEach, describe, expect, it, vi } from 'vitest'
import type { createBrowserRouter } from 'react-router'

type AppRouter = ReturnType<typeof createBrowserRouter>

// Each test starts with the module as a fresh page has it: no router yet.
const freshNavigation = async () => {
  vi.resetModules()
  return import('./navigation.ts')
}
const fakeRouter = () => ({ navigate: vi.fn(async () => undefined) }) as unknown as AppRouter

describe('navigation from outside components', () => {
  afterEach(() => vi.resetModules())

  it('navigates at once once the router exists', async () => {
    const { navigateTo, setNavigationRouter } = await freshNavigation()
    const router = fakeRouter()
    setNavigationRouter(router)
    navigateTo('/login')
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith('/login')
  })

  it('keeps a navigation asked for while the site starts, and makes it when the router is built', async () => {
    const { navigateTo, setNavigationRouter } = await freshNavigation()
    // A signed-in player's call met an expired session before the router was built.
    navigateTo('/fil')
    navigateTo('/fil/login')
    const router = fakeRouter()
    setNavigationRouter(router)
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith('/fil/login')
    // Made once: a router built later (a test's, say) is not sent there again.
    const next = fakeRouter()
    setNavigationRouter(next)
    expect(next.navigate).not.toHaveBeenCalled()
  })
})
