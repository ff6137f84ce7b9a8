import { expect, test } from '@playwright/test'
import { readFirstVisit } from '@playfront/scripts/browser/first-visit-chain'
import { resetMock } from './support/mock-control.ts'
import { tenantUrl } from './support/site.ts'

// A phone on a mobile network: every request costs a round trip (Chromium adds 300 ms to each),
// so the depth of the chain, not the bytes, decides when the first game tile shows.
const screens = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
}
const templates = ['casino1', 'slot2', 'sportsbook1']

test.beforeEach(async ({ request }) => resetMock(request))

for (const [screen, device] of Object.entries(screens)) {
  test.describe(`a first visit on a ${screen}`, () => {
    test.use(device)
    for (const tenant of templates) {
      test(`${tenant}: the first game tile is two round trips after the HTML, and nothing moves`, async ({ page }) => {
        const visit = await readFirstVisit(page, tenantUrl(tenant))
        const tooDeep = visit.path.filter((request) => request.level > 2).map((request) => `${request.name} (level ${request.level})`)
        expect(tooDeep, 'requests the first game tile waited for, more than two levels below the HTML').toEqual([])
        expect(visit.path.map((request) => request.name)).toContain('/api/product/get_hot_games')
        expect(visit.layoutShift, 'cumulative layout shift (layout-instability entries)').toBeLessThan(0.05)
      })
    }
  })
}
