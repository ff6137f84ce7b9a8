import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, ensureHeadlessShell } from '../../browser/chromium.ts'
import { newCheckContext } from '../check-pages.ts'
import { serveBuiltSite } from '../worker-site.ts'
import { pageQuiet, trackRequests } from './requests-in-flight.ts'

/*
 * The runner waits for the site's React instead of a long calm: on sportsbook1, narrowing the
 * window to a phone mounts the tab bar, a lazy part that React reveals up to 300 ms after its
 * chunk has arrived, with nothing in flight and the DOM still. The watch must see React busy in
 * that stretch, and the wait must not end before the tab bar is on the page.
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

/** Records, from the resize on, whether React was ever busy and when the tab bar arrived. */
const watchNarrowing = (page: Page) =>
  page.evaluate(() => {
    const seen = { busy: false, tabBar: false }
    const look = () => {
      seen.busy ||= !window.scenarioReactIdle!()
      seen.tabBar ||= Boolean(document.querySelector('.tab-bar'))
      if (!seen.tabBar) requestAnimationFrame(look)
    }
    ;(window as { narrowing?: typeof seen }).narrowing = seen
    addEventListener('resize', () => requestAnimationFrame(look), { once: true })
  })

describe("the runner's watch on the site's React", () => {
  it('sees the reveal React holds back, and the wait ends only once it is on the page', async () => {
    const context = await newCheckContext(browser, { viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    trackRequests(page)
    for (let load = 0; load < 3; load++) {
      await page.goto(`${origin}/`)
      await pageQuiet(page)
      expect(await page.evaluate(() => window.scenarioReactIdle?.())).toBe(true)
      expect(await page.locator('.tab-bar').count()).toBe(0)

      await watchNarrowing(page)
      await page.setViewportSize({ width: 390, height: 844 })
      await pageQuiet(page, { fromNow: true })
      expect(await page.locator('.tab-bar').count(), 'the tab bar, when the wait ended').toBe(1)
      const seen = await page.evaluate(() => (window as { narrowing?: object }).narrowing)
      expect(seen, 'React was busy while it held the tab bar back').toMatchObject({ busy: true })
      await page.setViewportSize({ width: 1440, height: 900 })
    }
    await context.close()
  }, 120_000)
})
