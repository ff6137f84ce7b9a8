import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test'
import { readFirstVisit, type FirstVisit } from '@playfront/scripts/browser/first-visit-chain'
import { resetMock } from './support/mock-control.ts'
import { screens } from './support/screens.ts'
import { tenantUrl } from './support/site.ts'

// A phone on a mobile network: every request costs a round trip (Chromium adds 300 ms to each),
// so the depth of the chain, not the bytes, decides when the first game tile shows.
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
      test(`${tenant}: the first game tile comes in the server's HTML, with no call before it, and nothing moves`, async ({
        browser,
      }) => {
        // Up to three fresh visits at 300 ms a round trip, on a machine that may be busy.
        test.setTimeout(60_000)
        // A level read from timings can only come out deeper than the site's real chain (another
        // process pausing the browser delays a request, or stretches the render that starts the
        // layout's own lazy parts), never shallower: further fresh visits, up to three in all,
        // may settle a doubt; a chain that is really deeper comes out deep on every one. All must
        // keep still.
        const visits = [await firstVisit(browser, device, tenantUrl(tenant))]
        const shallowest = () =>
          visits.reduce((best, next) => (next.tileDepth < best.tileDepth ? next : best))
        while (visits.length < 3 && shallowest().tileDepth > 2)
          visits.push(await firstVisit(browser, device, tenantUrl(tenant)))
        const visit = shallowest()
        const tooDeep = visit.path
          .filter((request) => request.level > 2)
          .map((request) => `${request.name} (level ${request.level})`)
        expect(
          tooDeep,
          'requests the first game tile waited for, more than two levels below the HTML',
        ).toEqual([])
        expect(
          visit.path.filter((request) => request.name.startsWith('/api/')),
          'calls the first game tile waited for (the server drew it from the hot games)',
        ).toEqual([])
        for (const { layoutShift } of visits)
          expect(layoutShift, 'cumulative layout shift (layout-instability entries)').toBeLessThan(
            0.05,
          )
      })
    }
  })
}

test.describe('a first visit read to the end of the home page', () => {
  for (const tenant of templates) {
    test(`${tenant}: every file answers, none is fetched twice, and the page never reloads itself`, async ({
      page,
    }) => {
      const failed: string[] = []
      const documents: string[] = []
      const files = new Map<string, number>()
      page.on('requestfailed', (request) =>
        failed.push(`${request.url()} (${request.failure()?.errorText})`),
      )
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`)
      })
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          documents.push(request.url())
        if (['script', 'stylesheet'].includes(request.resourceType()))
          files.set(request.url(), (files.get(request.url()) ?? 0) + 1)
      })
      await page.goto(tenantUrl(tenant))
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      // The winners strip and the footer load as they come near the viewport.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect(page.getByRole('region', { name: 'Winners and withdrawals' })).toBeVisible()
      await expect(
        page
          .getByRole('navigation', { name: 'Site information' })
          .getByRole('link', { name: 'About us' }),
      ).toBeVisible()
      // What the scroll started has been answered, a reload's document included.
      await page.waitForLoadState('networkidle')
      expect(failed, 'requests that failed').toEqual([])
      expect(documents, 'documents the tab loaded').toEqual([tenantUrl(tenant)])
      const twice = [...files].filter(([, count]) => count > 1).map(([url]) => url)
      expect(twice, 'scripts and stylesheets fetched more than once').toEqual([])
    })
  }
})
