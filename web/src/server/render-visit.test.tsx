import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { themeCodes } from '@playfront/contract/themes'
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
