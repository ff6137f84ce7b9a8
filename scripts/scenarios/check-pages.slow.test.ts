import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { KeptPage } from './check-pages.ts'

/*
 * A kept page serves check after check: whatever one check left in it (a signed-in player's
 * token, a dismissed banner, a cookie) must be gone for the next, as for a new visitor.
 */
let server: Server
let browser: Browser
let origins: string[]

beforeAll(async () => {
  server = createServer((_, res) => res.end('<!doctype html><title>a tenant</title>'))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  // Two origins, as a check that went from one tenant to another would leave behind.
  origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

type Left = { local: number; session: number; cookie: string; databases: number }

const whatIsLeft = (kept: KeptPage): Promise<Left> =>
  kept.page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).length,
  }))

describe('a page the worker keeps between checks', () => {
  it('is emptied of every origin it visited, as a new visitor finds the site', async () => {
    const kept = await KeptPage.open(browser, 'kept')
    for (const origin of origins) {
      await kept.page.goto(origin)
      await kept.page.evaluate(async () => {
        localStorage.setItem('site.session', '{"token":"t"}')
        sessionStorage.setItem('download-bar-dismissed', '1')
        document.cookie = 'locale=zh; path=/'
        await new Promise((done) => (indexedDB.open('playfront-world').onsuccess = done))
      })
      expect(await whatIsLeft(kept)).toEqual({
        local: 1,
        session: 1,
        cookie: 'locale=zh',
        databases: 1,
      })
    }
    await kept.page.setViewportSize({ width: 390, height: 844 })

    await kept.empty()

    expect(kept.page.url()).toBe('about:blank')
    expect(kept.page.viewportSize()).toEqual({ width: 1280, height: 800 })
    expect(await kept.context.cookies()).toEqual([])
    for (const origin of origins) {
      await kept.page.goto(origin)
      expect(await whatIsLeft(kept), origin).toEqual({
        local: 0,
        session: 0,
        cookie: '',
        databases: 0,
      })
    }
    await kept.close()
  }, 60_000)

  it('sets a clock page back to the real time that the last check jumped forward', async () => {
    const kept = await KeptPage.open(browser, 'kept-clock')
    await kept.empty()
    await kept.page.goto(origins[0]!)
    await kept.page.clock.fastForward(15 * 60_000)
    const ahead = (await kept.page.evaluate(() => Date.now())) - Date.now()
    expect(ahead).toBeGreaterThan(14 * 60_000)

    await kept.empty()
    await kept.page.goto(origins[0]!)

    const drift = Math.abs((await kept.page.evaluate(() => Date.now())) - Date.now())
    expect(drift).toBeLessThan(5_000)
    await kept.close()
  }, 60_000)
})
