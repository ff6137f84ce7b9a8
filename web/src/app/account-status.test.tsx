import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeRules } from '../../route-rules.ts'
import { statusCheckAtMostEveryMs } from '../features/account/hooks/use-account-status-watch.ts'
import { session } from '../stores/session.ts'
import { demo, renderPage, serveMockSite, signInAs } from '../testing/mock-site.tsx'
import { PlayerAccountArea } from './account-area.tsx'
import { setRouteRules } from './route-rules.ts'
import { createAppRouter } from './router.tsx'
import { showToast } from './toasts.tsx'

// The page's messages are i18n.test's concern; here a page's language is always at hand.
vi.mock('./i18n.ts', async (original) => ({
  ...(await original<typeof import('./i18n.ts')>()),
  showLanguage: async () => {},
  loadScreenMessages: async () => {},
}))
vi.mock('./toasts.tsx', () => ({ showToast: vi.fn(async () => {}) }))

serveMockSite()

/** QA's switch: the backend blocks the player (spec section 8, BLOCK). */
async function blockPlayer(accountId: string): Promise<void> {
  const query = new URLSearchParams({ domain_name: location.hostname })
  const answer = await fetch(`${location.origin}/__mock/players/${accountId}/block?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  expect(answer.ok).toBe(true)
}

async function statusChecks(): Promise<number> {
  const answer = await fetch(`${location.origin}/__mock/requests`)
  const { requests } = (await answer.json()) as { requests: { path: string }[] }
  return requests.filter((request) => request.path === '/api/settings/check_status').length
}

describe("a signed-in player's account is checked", () => {
  let router: ReturnType<typeof createAppRouter> | undefined
  afterEach(() => {
    router?.dispose()
    router = undefined
    setRouteRules({})
    history.replaceState(null, '', '/')
    vi.restoreAllMocks()
  })

  async function openDeposit(): Promise<ReturnType<typeof createAppRouter>> {
    setRouteRules(routeRules({}))
    history.replaceState(null, '', '/contact-us')
    router = createAppRouter()
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true))
    await router.navigate('/deposit')
    return router
  }

  it('before the deposit screen: an active player opens it', async () => {
    await signInAs(demo)
    const before = await statusChecks()
    expect((await openDeposit()).state.location.pathname).toBe('/deposit')
    expect(await statusChecks()).toBe(before + 1)
  })

  it('before the deposit screen: a blocked player is warned, signed out and sent to login', async () => {
    await signInAs(demo)
    await blockPlayer(demo.accountId)
    const opened = await openDeposit()
    await vi.waitFor(() => expect(opened.state.location.pathname).toBe('/login'))
    expect(session().isAuthenticated).toBe(false)
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'warning',
        expect.any(String),
        expect.any(String),
        10_000,
      ),
    )
  })

  it('when a blocked player comes back to the tab: warned and signed out', async () => {
    await signInAs(demo)
    await PlayerAccountArea.preload()
    renderPage(PlayerAccountArea)
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy()
    await blockPlayer(demo.accountId)
    const later = Date.now() + statusCheckAtMostEveryMs
    vi.spyOn(Date, 'now').mockReturnValue(later)
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(() => expect(session().isAuthenticated).toBe(false))
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'warning',
        expect.any(String),
        expect.any(String),
        10_000,
      ),
    )
  })
})
