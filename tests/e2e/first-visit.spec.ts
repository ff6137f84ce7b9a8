import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test'
import { readFirstVisit, type FirstVisit } from '@playfront/scripts/browser/first-visit-chain'
import { resetMock } from './support/mock-control.ts'
import { tenantUrl } from './support/site.ts'

// A phone on a mobile network: every request costs a round trip (Chromium adds 300 ms to each),
// so the depth of the chain, not the bytes, decides when the first game tile shows.
const screens: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
}
const templates = ['casino1', 'slot2', 'sportsbook1']

async function firstVisit(
  browser: Browser,
  device: BrowserContextOptions,
  url: string,
): Promise<FirstVisit> {
  const context = await browser.newContext(device)
  try {
    return await readFirstVisit(await context.newPage(), url)
  } finally {
    await context.close()
  }
}

test.beforeEach(async ({ request }) => resetMock(request))

for (const [screen, device] of Object.entries(screens)) {
  test.describe(`a first visit on a ${screen}`, () => {
    for (const tenant of templates) {
      test(`${tenant}: the first game tile is two round trips after the HTML, and nothing moves`, async ({
        browser,
      }) => {
        // A level read from timings can only come out deeper than the site's real chain (another
        // process pausing the browser delays a request), never shallower: a second fresh visit
        // may settle a doubt; both must keep still.
        const visits = [await firstVisit(browser, device, tenantUrl(tenant))]
        if ((visits[0]?.tileDepth ?? 0) > 2)
          visits.push(await firstVisit(browser, device, tenantUrl(tenant)))
        const visit = visits.reduce((best, next) => (next.tileDepth < best.tileDepth ? next : best))
        const tooDeep = visit.path
          .filter((request) => request.level > 2)
          .map((request) => `${request.name} (level ${request.level})`)
        expect(
          tooDeep,
          'requests the first game tile waited for, more than two levels below the HTML',
        ).toEqual([])
        expect(visit.path.map((request) => request.name)).toContain('/api/product/get_hot_games')
        for (const { layoutShift } of visits)
          expect(layoutShift, 'cumulative layout shift (layout-instability entries)').toBeLessThan(
            0.05,
          )
      })
    }
  })
}
