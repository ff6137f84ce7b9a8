import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { themeCodes } from '@playfront/contract/themes'
import { routeRules, type RouteRule } from '../../route-rules.ts'
import { setRouteRules } from '../app/route-rules.ts'
import { localizePath } from '../lib/locale-path.ts'
import type { DrawnPlayer } from '../stores/session.ts'
import type { SiteState } from '../stores/site.ts'
import { renderVisit, type RenderedPage } from './render-visit.tsx'

let mock: MockHttpServer
let backend: { baseUrl: string }

beforeAll(async () => {
  mock = await createMockHttpServer({ port: 0 })
  backend = { baseUrl: `http://127.0.0.1:${new URL(mock.url).port}` }
})
afterAll(() => mock.close())

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'

function visit(host: string, path: string, cookie = '') {
  return renderVisit({
    url: new URL(`http://${host}:8080${path}`),
    cookie,
    userAgent: browser,
    backend,
  })
}

function page(visited: Awaited<ReturnType<typeof visit>>): RenderedPage {
  if (visited.kind !== 'page')
    throw new Error(`expected a page, got a redirect to ${visited.location}`)
  return visited
}

async function playerCookie(host: string): Promise<{ cookie: string; accountId: string }> {
  const external = mock.backend.tenantByHost(host)?.site.external_id ?? ''
  const answer = (await (
    await fetch(`${backend.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        account_id: 'demo',
        password: 'demo1234',
        domain_name: host,
        external_id: external,
      }),
    })
  ).json()) as { token: string; fullname: string; email: string }
  const user = {
    account_id: 'demo',
    session_token: answer.token,
    full_name: answer.fullname,
    contact_email: answer.email,
  }
  return { cookie: `player=${encodeURIComponent(JSON.stringify(user))}`, accountId: 'demo' }
}

describe('the server renders each request in a visit of its own', () => {
  it('gives 15 tenants rendered at once, and a signed-in account page among them, only their own names, menus and data', async () => {
    const tenants = themeCodes.map((code) => `${code}.localhost`)
    const names = new Map(
      tenants.map((host) => [host, mock.backend.tenantByHost(host)?.site.site_name ?? '']),
    )
    expect(new Set(names.values()).size).toBe(tenants.length)
    const signedIn = await playerCookie('casino3.localhost')
    const [account, ...homes] = await Promise.all([
      visit('casino3.localhost', '/account', signedIn.cookie),
      ...tenants.map((host) => visit(host, '/')),
    ])
    homes.forEach((visited, index) => {
      const host = tenants[index] as string
      const rendered = page(visited)
      const own = names.get(host) as string
      expect(rendered.status).toBe(200)
      expect(rendered.html).toContain(own)
      expect(rendered.head?.title).toContain(own)
      for (const [other, name] of names)
        if (other !== host) expect(rendered.html).not.toContain(`>${name}<`)
      const site = rendered.state.site as SiteState
      expect(site.status === 'ready' && site.site.site_name).toBe(own)
      expect(rendered.signedIn).toBe(false)
      expect(rendered.html).not.toContain('account-area--player')
    })
    const accountPage = page(account)
    expect(accountPage.signedIn).toBe(true)
    expect(accountPage.html).toContain('account-area--player')
    expect((accountPage.state.player as DrawnPlayer).accountId).toBe(signedIn.accountId)
    expect(accountPage.html).toContain(names.get('casino3.localhost'))
  })
})

describe('route rules on a server render', () => {
  afterEach(() => setRouteRules({}))

  const redirectRows = (env: Record<string, string>) =>
    Object.entries(routeRules(env)).flatMap(([path, rule]: [string, RouteRule]) =>
      rule.redirect ? [[path, rule.redirect] as const] : [],
    )

  describe.each(['en', 'zh'] as const)('in %s', (locale) => {
    it.each(redirectRows({ PLAYFRONT_ROOT_REDIRECT: '/casino' }))(
      '%s answers a redirect to %s on the site',
      async (path, target) => {
        setRouteRules(routeRules({ PLAYFRONT_ROOT_REDIRECT: '/casino' }))
        const visited = await visit('casino1.localhost', `${localizePath(path, locale)}?ref=ad`)
        expect(visited).toMatchObject({
          kind: 'redirect',
          status: 302,
          location: `${localizePath(target, locale)}?ref=ad`,
        })
      },
    )

    it('/ answers a redirect to an absolute target, which leaves the site', async () => {
      setRouteRules(routeRules({ PLAYFRONT_ROOT_REDIRECT: 'https://example.org/welcome' }))
      const visited = await visit('casino1.localhost', localizePath('/', locale))
      expect(visited).toMatchObject({
        kind: 'redirect',
        status: 302,
        location: 'https://example.org/welcome',
      })
    })
  })
})

describe('route middleware on a server render', () => {
  afterEach(() => setRouteRules({}))

  it('sends a guest from a page whose rule says player-only, and a player from a guest-only one', async () => {
    setRouteRules({ '/news': { appMiddleware: ['player-only'] } })
    expect(await visit('casino1.localhost', '/news')).toMatchObject({
      kind: 'redirect',
      location: '/login',
    })
    const { cookie } = await playerCookie('casino1.localhost')
    expect(page(await visit('casino1.localhost', '/news', cookie)).status).toBe(200)
    expect(await visit('casino1.localhost', '/forgot-password', cookie)).toMatchObject({
      kind: 'redirect',
      location: '/',
    })
  })

  it('answers 500 with the error page for a middleware no one has', async () => {
    setRouteRules({ '/news': { appMiddleware: ['no-such-check'] } })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const rendered = page(await visit('casino1.localhost', '/news'))
    expect(logged).toHaveBeenCalledWith(new Error('Unknown route middleware: no-such-check'))
    logged.mockRestore()
    expect(rendered.status).toBe(500)
    expect(rendered.html).toContain('Error 500')
    expect(rendered.html).toContain('This page failed to load.')
  })
})

describe("the home page's own text (the SEO record, spec section 3)", () => {
  afterEach(() => mock.backend.reset())

  it("is in the server's HTML as its heading and text, in the page's language, through DOMPurify", async () => {
    const host = 'casino2.localhost'
    const name = mock.backend.tenantByHost(host)?.site.site_name ?? ''
    await mock.backend.tables.seo.update(`${host}|home`, (draft) => {
      draft.en_body =
        '<p>Welcome, players.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'
    })
    const english = page(await visit(host, '/'))
    expect(english.html).toContain(`<h2 id="page-text-title">${name} home</h2>`)
    expect(english.html).toContain('<p>Welcome, players.</p>')
    expect(english.html).not.toContain('onerror')
    expect(english.html).not.toContain('alert(2)')
    const chinese = page(await visit(host, '/zh'))
    expect(chinese.html).toContain(`<h2 id="page-text-title">${name}</h2>`)
  })
})
