import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'
import { pino } from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { builtIndex } from '../src/testing/built-index.ts'
import { createSiteApp, type SiteApp } from './site-app.ts'
import type { SiteAppOptions } from './site-server-options.ts'

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const player = `player=${encodeURIComponent(JSON.stringify({ account_id: 'demo', session_token: 't' }))}`

let dist: string
let mock: MockHttpServer
let logLines: Record<string, unknown>[]

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'site-app-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), builtIndex)
  writeFileSync(join(dist, 'assets/index-h.js'), 'console.log("app")')
  mock = await createMockHttpServer({ port: 0 })
})
afterAll(() => mock.close())
beforeEach(async () => {
  logLines = []
  await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })
})

function siteWith(options: Partial<SiteAppOptions> = {}): SiteApp {
  return createSiteApp({
    distDir: dist,
    backendUrl: `http://127.0.0.1:${new URL(mock.url).port}`,
    backendRevision: () => String(mock.revision()),
    logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) }),
    ...options,
  })
}

const ask = (
  site: SiteApp,
  path: string,
  headers: Record<string, string> = {},
  tenant = 'casino1.localhost',
) => site.fetch(new Request(`http://${tenant}${path}`, { headers: { host: tenant, ...headers } }))

/** One series of `/metrics`, e.g. `site_page_cache_total{result="hit"}`: its value, 0 when absent. */
async function metric(site: SiteApp, series: string): Promise<number> {
  const text = await (await ask(site, '/metrics')).text()
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.split(' ')[1]) : 0
}
const startupCalls = (site: SiteApp) =>
  metric(site, 'site_backend_call_seconds_count{call="/api/startup"}')

describe('the guest-page cache', () => {
  it('draws a guest’s page once per device class, and serves it again to the next guest', async () => {
    const site = siteWith()
    await site.ready
    const first = await ask(site, '/', { 'user-agent': phone })
    const again = await ask(site, '/', { 'user-agent': phone, cookie: 'other=1' })
    expect(await again.text()).toBe(await first.text())
    expect(await startupCalls(site)).toBe(1)
    expect(await metric(site, 'site_page_cache_total{result="hit"}')).toBe(1)
    // A desktop is never given the phone's page.
    const onDesktop = await (await ask(site, '/', { 'user-agent': desktop })).text()
    expect(onDesktop).toContain('data-screen="desktop"')
    expect(await startupCalls(site)).toBe(2)
    expect(await (await ask(site, '/', { 'user-agent': phone })).text()).toContain(
      'data-screen="mobile"',
    )
  })

  it('keeps pages by tenant, path and language', async () => {
    const site = siteWith()
    const pages = await Promise.all(
      [
        ['/', 'casino1.localhost'],
        ['/', 'slot2.localhost'],
        ['/about', 'casino1.localhost'],
        ['/zh/about', 'casino1.localhost'],
      ].map(async ([path, tenant]) => (await ask(site, path!, {}, tenant)).text()),
    )
    expect(pages[0]).toContain('Golden Palace')
    expect(pages[1]).toContain('Jackpot Street')
    expect(pages[2]).toContain('<title>About us | Golden Palace</title>')
    expect(pages[3]).toContain('<html lang="zh"')
    expect(await startupCalls(site)).toBe(4)
  })

  it('draws one page for guests who ask for it at the same time', async () => {
    const site = siteWith()
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(site, '/slots')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await startupCalls(site)).toBe(1)
    expect(await metric(site, 'site_page_cache_total{result="joined"}')).toBe(5)
  })

  it('never keeps a page drawn for a player', async () => {
    const site = siteWith()
    await ask(site, '/', { cookie: player })
    await ask(site, '/', { cookie: player })
    expect(await startupCalls(site)).toBe(2)
    expect(await metric(site, 'site_page_cache_total{result="miss"}')).toBe(0)
  })

  it('never keeps a redirect that sets a cookie, nor a page the backend could not start', async () => {
    const site = siteWith()
    // slot2 sends a guest from a player's page home, with the login modal in a cookie.
    const redirect = await ask(site, '/account', {}, 'slot2.localhost')
    expect(redirect.status).toBeGreaterThanOrEqual(300)
    expect(redirect.status).toBeLessThan(400)
    expect(redirect.headers.get('set-cookie')).toContain('arrival=login')
    expect(
      (await ask(site, '/account', {}, 'slot2.localhost')).headers.get('set-cookie'),
    ).toContain('arrival=login')
    await fetch(`${mock.url}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'fail', path: '/api/startup', mode: '-500' }),
    })
    expect((await ask(site, '/about')).status).toBe(503)
    await fetch(`${mock.url}/__mock/scenarios`, { method: 'DELETE' })
    expect((await ask(site, '/about')).status).toBe(200)
  })

  it('forgets what it kept when the mock says a tenant changed', async () => {
    const site = siteWith()
    expect(await (await ask(site, '/about')).text()).toContain('Golden Palace')
    await fetch(`${mock.url}/__mock/tenants/casino1.localhost`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: { site_name: 'Silver Palace' } }),
    })
    expect(await (await ask(site, '/about')).text()).toContain('Silver Palace')
  })

  it('is off with pageCacheSeconds 0', async () => {
    const site = siteWith({ pageCacheSeconds: 0 })
    await ask(site, '/')
    await ask(site, '/')
    expect(await startupCalls(site)).toBe(2)
  })
})

describe('load shedding', () => {
  it('past its bound of renders answers 503 at once, with Retry-After and the retry page in the visitor’s language', async () => {
    const site = siteWith({ maxRenders: 1, maxQueuedRenders: 0 })
    await site.ready
    await fetch(`${mock.url}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'latency', ms: 2_000, path: '/api/startup' }),
    })
    const drawn = ask(site, '/about')
    const started = performance.now()
    const shed = await ask(site, '/zh/slots')
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(shed.status).toBe(503)
    expect(shed.headers.get('retry-after')).toBe('10')
    expect(shed.headers.get('cache-control')).toBe('no-store')
    const page = await shed.text()
    expect(page).toContain('<html lang="zh">')
    expect(page).toContain('网站无法启动')
    expect(page).toContain('重试')
    expect(page).not.toMatch(/Error|Overloaded/)
    expect((await drawn).status).toBe(200)
    expect(await metric(site, 'site_errors_total{kind="shed"}')).toBe(1)
  })

  it('a page not drawn in time answers the retry page, never the error’s text', async () => {
    const site = siteWith({ renderTimeoutMs: 300 })
    await fetch(`${mock.url}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'latency', ms: 2_000, path: '/api/startup' }),
    })
    const answer = await ask(site, '/fil/about')
    expect(answer.status).toBe(503)
    const page = await answer.text()
    expect(page).toContain('Hindi makapagsimula ang site')
    expect(page).not.toMatch(/Error|abort|timed out|within/i)
  })

  it('a backend that cannot be reached gives the retry page in words, not the error’s text', async () => {
    const site = siteWith({ backendUrl: 'http://127.0.0.1:9' })
    const answer = await ask(site, '/')
    expect(answer.status).toBe(503)
    const page = await answer.text()
    expect(page).toContain('The site could not start')
    expect(page).toContain('The service is unavailable right now.')
    expect(page).not.toMatch(/TypeError|fetch failed|ECONNREFUSED/)
    expect(await metric(site, 'site_errors_total{kind="backend-unreachable"}')).toBeGreaterThan(0)
  })
})

describe('watching it', () => {
  it('/readyz says 503 until the renderer is prepared and while draining; /healthz while stopping', async () => {
    const site = siteWith()
    expect((await ask(site, '/readyz')).status).toBe(503)
    await site.ready
    expect(await (await ask(site, '/readyz')).json()).toEqual({ ready: true, buildId: 'b1' })
    expect((await ask(site, '/healthz')).status).toBe(200)
    site.drain()
    expect(await (await ask(site, '/readyz')).json()).toEqual({ ready: false, reason: 'stopping' })
    expect((await ask(site, '/healthz')).status).toBe(503)
  })

  it('/metrics gives render time by route, backend time by call, cache results and renders in flight', async () => {
    const site = siteWith()
    await ask(site, '/about')
    await ask(site, '/about')
    const metrics = await ask(site, '/metrics')
    expect(metrics.headers.get('content-type')).toContain('text/plain')
    const text = await metrics.text()
    expect(text).toMatch(/^site_render_seconds_count\{route="about"\} 1$/m)
    expect(text).toMatch(/^site_backend_call_seconds_count\{call="\/api\/seo"\} 1$/m)
    expect(text).toMatch(/^site_page_cache_total\{result="miss"\} 1$/m)
    expect(text).toMatch(/^site_page_cache_total\{result="hit"\} 1$/m)
    expect(text).toMatch(/^site_renders_in_flight 0$/m)
    expect(text).toMatch(/^process_cpu_seconds_total /m)
  })

  it('logs one JSON line per page: request id, tenant, route, status, render and backend time', async () => {
    const site = siteWith()
    await ask(site, '/about', { 'x-request-id': 'lb-42' }, 'slot2.localhost')
    await ask(site, '/assets/index-h.js')
    const pages = logLines.filter((line) => line.path === '/about')
    expect(pages).toEqual([
      expect.objectContaining({
        reqId: 'lb-42',
        tenant: 'slot2.localhost',
        route: 'about',
        status: 200,
        cache: 'miss',
        renderMs: expect.any(Number),
        backendMs: expect.any(Number),
      }),
    ])
    // Files are logged at debug level only.
    expect(logLines.some((line) => line.path === '/assets/index-h.js')).toBe(false)
  })
})
