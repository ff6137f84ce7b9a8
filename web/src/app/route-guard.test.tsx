import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router/dom'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { routeRules, type RouteRule } from '../../route-rules.ts'
import { localizePath } from '../lib/locale-path.ts'
import { resetSession, signIn } from '../stores/session.ts'
import { englishI18n } from '../testing/english-i18n.ts'
import { setRouteRules } from './route-rules.ts'
import { createAppRouter } from './router.tsx'

// The messages a page needs are i18n.test's concern; here a page's language is always at hand.
vi.mock('./i18n.ts', async (original) => ({
  ...(await original<typeof import('./i18n.ts')>()),
  showLanguage: async () => {},
  loadScreenMessages: async () => {},
}))

type Router = ReturnType<typeof createAppRouter>

/** The page's window, but leaving the site is written down instead of done. */
function windowThatRecords(left: string[]): Window {
  const bound = <T extends object>(target: T, key: string | symbol) => {
    const value: unknown = Reflect.get(target, key)
    return typeof value === 'function'
      ? (value as (...a: unknown[]) => unknown).bind(target)
      : value
  }
  const leave = (to: string | URL) => void left.push(String(to))
  // Location's own properties cannot be stood in for by a proxy: a copy that reads through.
  const recordedLocation = { assign: leave, replace: leave, reload: () => {} }
  for (const key of [
    'href',
    'origin',
    'protocol',
    'host',
    'hostname',
    'port',
    'pathname',
    'search',
    'hash',
  ])
    Object.defineProperty(recordedLocation, key, { get: () => bound(window.location, key) })
  return new Proxy(window, {
    get: (target, key) => (key === 'location' ? recordedLocation : bound(target, key)),
  })
}

const absoluteTarget = 'https://example.org/welcome'
const redirectRows = (env: Record<string, string>) =>
  Object.entries(routeRules(env)).flatMap(([path, rule]: [string, RouteRule]) =>
    rule.redirect ? [[path, rule.redirect] as const] : [],
  )

describe('route rules on a client navigation', () => {
  let router: Router | undefined
  const left: string[] = []

  async function openAt(path: string, rules: Record<string, RouteRule>): Promise<Router> {
    setRouteRules(rules)
    history.replaceState(null, '', path)
    router = createAppRouter({ window: windowThatRecords(left) })
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true), { timeout: 15_000 })
    return router
  }

  afterEach(() => {
    cleanup()
    router?.dispose()
    router = undefined
    left.length = 0
    resetSession()
    setRouteRules({})
    history.replaceState(null, '', '/')
  })

  describe.each(['en', 'zh'] as const)('in %s', (locale) => {
    it.each(redirectRows({ PLAYFRONT_ROOT_REDIRECT: '/casino' }))(
      '%s moves to %s within the site',
      async (path, target) => {
        const opened = await openAt(localizePath('/contact-us', locale), routeRules({}))
        setRouteRules(routeRules({ PLAYFRONT_ROOT_REDIRECT: '/casino' }))
        await opened.navigate(`${localizePath(path, locale)}?ref=menu`)
        expect(opened.state.location.pathname).toBe(localizePath(target, locale))
        expect(opened.state.location.search).toBe('?ref=menu')
        expect(left).toEqual([])
      },
    )

    it('/ with an absolute target leaves the site for it', async () => {
      const opened = await openAt(localizePath('/contact-us', locale), {})
      setRouteRules(routeRules({ PLAYFRONT_ROOT_REDIRECT: absoluteTarget }))
      await opened.navigate(localizePath('/', locale))
      await vi.waitFor(() => expect(left).toEqual([absoluteTarget]))
      expect(opened.state.location.pathname).toBe(localizePath('/contact-us', locale))
    })
  })
})

describe('route middleware on a client navigation', () => {
  let router: Router | undefined
  beforeAll(async () => void (await englishI18n()))

  async function navigateWith(rules: Record<string, RouteRule>, to: string): Promise<Router> {
    setRouteRules(rules)
    history.replaceState(null, '', '/contact-us')
    router = createAppRouter()
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true), { timeout: 15_000 })
    await router.navigate(to)
    return router
  }

  afterEach(() => {
    cleanup()
    router?.dispose()
    router = undefined
    resetSession()
    setRouteRules({})
    history.replaceState(null, '', '/')
  })

  const player = {
    account_id: 'demo',
    session_token: 'token',
    full_name: 'Demo',
    contact_email: 'demo@example.org',
  }

  it("runs a page's own middleware: a guest on a player-only page goes to login", async () => {
    expect((await navigateWith({}, '/account')).state.location.pathname).toBe('/login')
  })

  it('runs the middleware a rule names for a public page', async () => {
    const rules = { '/news': { appMiddleware: ['player-only'] } }
    expect((await navigateWith(rules, '/news')).state.location.pathname).toBe('/login')
  })

  it('runs them in order: the first that sends the visitor away wins', async () => {
    const rules = { '/news': { appMiddleware: ['guest-only', 'player-only'] } }
    expect((await navigateWith(rules, '/news')).state.location.pathname).toBe('/login')
    signIn(player)
    expect((await navigateWith(rules, '/zh/news')).state.location.pathname).toBe('/zh')
  })

  it('lets a visitor the middleware allows see the page', async () => {
    signIn(player)
    const rules = { '/news': { appMiddleware: ['player-only'] } }
    expect((await navigateWith(rules, '/news')).state.location.pathname).toBe('/news')
  })

  it('shows the error page for a middleware no one has, with the error it threw', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const opened = await navigateWith({ '/news': { appMiddleware: ['no-such-check'] } }, '/news')
    render(
      <I18nextProvider i18n={await englishI18n()}>
        <RouterProvider router={opened} />
      </I18nextProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Error 500' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy()
    expect(errors).toHaveBeenCalledWith(new Error('Unknown route middleware: no-such-check'))
    errors.mockRestore()
  })
})
