import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, ensureHeadlessShell } from '../../browser/chromium.ts'
import { newCheckContext } from '../check-pages.ts'
import { serveBuiltSite } from '../worker-site.ts'
import { pageQuiet, trackRequests } from './requests-in-flight.ts'

/*
 * The runner waits for the site's React instead of a long calm, and lets the reveals React holds
 * back through at once: on sportsbook1, narrowing the window to a phone mounts the tab bar, a lazy
 * part that React would reveal up to 300 ms after its chunk has arrived, with nothing in flight
 * and the DOM still. The page must let that held reveal through (with the page's own clock, and
 * with Playwright's frozen one, as the visual cells have it), and the wait must not end before
 * the tab bar is on the page.
 */
let site: Awaited<ReturnType<typeof serveBuiltSite>>
let browser: Browser
let origin: string

beforeAll(async () => {
  site = await serveBuiltSite()
  const url = new URL(site.origin)
  url.hostname = 'sportsbook1.localhost'
  origin = url.origin
  browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

const released = (page: Page) => page.evaluate(() => window.scenarioReleasedCommits ?? 0)

describe("the runner's watch on the site's React", () => {
  it.each([
    ['the page keeps its own clock', false],
    ["Playwright's clock is frozen, as in the visual cells", true],
  ])(
    'lets the reveal React holds back through, and the wait ends once it is on the page (%s)',
    async (_name, frozen) => {
      const context = await newCheckContext(browser, { viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      trackRequests(page)
      if (frozen) await page.clock.setFixedTime('2025-01-02T12:00:00.000Z')
      for (let load = 0; load < 3; load++) {
        await page.goto(`${origin}/`)
        await pageQuiet(page)
        expect(await page.evaluate(() => window.scenarioReactIdle?.())).toBe(true)
        expect(await page.locator('.tab-bar').count()).toBe(0)

        const before = await released(page)
        await page.setViewportSize({ width: 390, height: 844 })
        await pageQuiet(page, { fromNow: true })
        expect(await page.locator('.tab-bar').count(), 'the tab bar, when the wait ended').toBe(1)
        expect(await released(page), 'reveals let through while narrowing').toBeGreaterThan(before)
        await page.setViewportSize({ width: 1440, height: 900 })
      }
      await context.close()
    },
    120_000,
  )
})
