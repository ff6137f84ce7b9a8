import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSmallBuild } from '../src/testing/built-index.ts'
import type { SiteServer } from './site-server-options.ts'
import { startSiteServer } from './site-server.ts'

/*
 * The production server behind a real shared cache: Debian's Varnish with its built-in VCL, as
 * an operator starts it (`varnishd -b site:8080`), in front of the site server drawing every
 * tenant from the mock. Each visitor must get the page drawn for them (decision 063): a desktop
 * after a phone, a phone after a desktop, a returning visitor with their language, a first visit
 * with none. `.ci/run` installs Varnish as it installs the browser (scripts/browser/varnish.ts).
 */

const varnishd = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((path) => existsSync(path))

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let mock: MockHttpServer
let site: SiteServer
let varnish: ChildProcess
let varnishLog = ''
let cachePort: number
const work = mkdtempSync(join(tmpdir(), 'varnish-'))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

type Answer = { status: number; headers: Record<string, string | undefined>; body: string }

/** A GET through Varnish, as a browser on `host` sends it (node:http: fetch drops Host). */
function get(path: string, headers: Record<string, string>, host = 'casino1.localhost') {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: cachePort, path, headers: { host, ...headers } },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
            ),
            body,
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Varnish names one transaction on a miss and two (this one, the one that stored it) on a hit. */
const fromCache = (answer: Answer) => (answer.headers['x-varnish'] ?? '').trim().includes(' ')
const screenOf = (answer: Answer) => /data-screen="(\w+)"/.exec(answer.body)?.[1]

beforeAll(async () => {
  if (!varnishd)
    throw new Error(
      "varnishd is missing: install Debian's varnish (apt-get install varnish); pnpm test does so as root",
    )
  const dist = join(work, 'dist')
  writeSmallBuild(dist)
  mock = await createMockHttpServer({ port: 0 })
  site = await startSiteServer({
    distDir: dist,
    backendUrl: `http://127.0.0.1:${new URL(mock.url).port}`,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  })
  cachePort = await freePort()
  // The built-in VCL (what `-b` runs): no cookie → looked up, kept per the answer's Vary and
  // Cache-Control; a request with a cookie passes to the server.
  varnish = spawn(
    varnishd,
    [
      '-F',
      '-a',
      `127.0.0.1:${cachePort}`,
      '-b',
      `127.0.0.1:${new URL(site.url).port}`,
      '-n',
      join(work, 'varnish'),
      '-s',
      'malloc,64m',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  varnish.stdout!.on('data', (chunk: Buffer) => (varnishLog += chunk))
  varnish.stderr!.on('data', (chunk: Buffer) => (varnishLog += chunk))
  const exited = new Promise<never>((_, reject) =>
    varnish.once('exit', (code) => reject(new Error(`varnishd exited (${code}): ${varnishLog}`))),
  )
  // Up once it answers the site's health check through itself.
  const up = (async () => {
    for (;;) {
      const answer = await get('/healthz', {}).catch(() => null)
      if (answer?.status === 200) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  await Promise.race([up, exited])
}, 180_000)

afterAll(async () => {
  if (varnish && varnish.exitCode === null) {
    const gone = new Promise((resolve) => varnish.once('exit', resolve))
    varnish.kill('SIGTERM')
    await gone
  }
  await site?.close()
  await mock?.close()
  rmSync(work, { recursive: true, force: true })
}, 60_000)

describe('the site behind Varnish', () => {
  it('gives a desktop the desktop page after a phone, and each its own from the cache after', async () => {
    const phone = await get('/', { 'user-agent': iPhone })
    expect(phone.status).toBe(200)
    expect(screenOf(phone)).toBe('mobile')
    expect(phone.headers['cache-control']).toMatch(/s-maxage=\d+/)
    expect(phone.headers.vary).toMatch(/user-agent/i)

    const computer = await get('/', { 'user-agent': desktop })
    expect(screenOf(computer)).toBe('desktop')

    const phoneAgain = await get('/', { 'user-agent': iPhone })
    expect(fromCache(phoneAgain)).toBe(true)
    expect(phoneAgain.body).toBe(phone.body)
    const computerAgain = await get('/', { 'user-agent': desktop })
    expect(fromCache(computerAgain)).toBe(true)
    expect(computerAgain.body).toBe(computer.body)
  })

  it('gives a phone the phone page after a desktop, and an Android phone its own', async () => {
    const computer = await get('/promotions', { 'user-agent': desktop })
    expect(screenOf(computer)).toBe('desktop')
    const android = await get('/promotions', { 'user-agent': pixel })
    expect(screenOf(android)).toBe('mobile')
    expect(fromCache(android)).toBe(false)
  })

  it("follows the browser's mobile hint: Chromium's phone mode on a desktop user agent", async () => {
    const plain = await get('/games', { 'user-agent': desktop })
    expect(screenOf(plain)).toBe('desktop')
    const hinted = await get('/games', { 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' })
    expect(screenOf(hinted)).toBe('mobile')
  })

  it('draws for the screen the site last saw (the viewport cookie), and keeps that from first visits', async () => {
    const first = await get('/', { 'user-agent': desktop })
    expect(screenOf(first)).toBe('desktop')
    const seenSmall = await get('/', { 'user-agent': desktop, cookie: 'viewport=mobile' })
    expect(screenOf(seenSmall)).toBe('mobile')
    const firstAgain = await get('/', { 'user-agent': desktop })
    expect(screenOf(firstAgain)).toBe('desktop')
  })

  it('sends a returning visitor who chose Chinese to /zh, and a visitor with no choice to English', async () => {
    // The cookieless page is in the cache already (the tests above): the choice still wins.
    const returning = await get('/', { 'user-agent': desktop, cookie: 'i18n_locale=zh' })
    expect(returning.status).toBe(302)
    expect(returning.headers.location).toBe('/zh')
    expect(returning.headers['cache-control']).toMatch(/private/)

    const crawler = await get('/', {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    expect(crawler.status).toBe(200)
    expect(crawler.body).toMatch(/<html[^>]* lang="en"/)

    const chinese = await get('/zh', { 'user-agent': desktop, cookie: 'i18n_locale=zh' })
    expect(chinese.status).toBe(200)
    expect(chinese.body).toMatch(/<html[^>]* lang="zh/)
  })

  it('keeps each tenant apart', async () => {
    const one = await get('/', { 'user-agent': desktop }, 'casino1.localhost')
    const other = await get('/', { 'user-agent': desktop }, 'slot2.localhost')
    expect(one.body).toContain('data-layout=')
    expect(other.body).not.toBe(one.body)
    expect(/data-layout="([\w-]+)"/.exec(other.body)?.[1]).not.toBe(
      /data-layout="([\w-]+)"/.exec(one.body)?.[1],
    )
  })
})
