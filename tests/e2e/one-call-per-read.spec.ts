import { expect, test, type Page } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { expectReady, login, tenantUrl } from './support/site.ts'

// A signed-in visit that opens on one of these pages has several parts asking the same read (the
// session's VIP summary and the VIP page, the inbox badge and the inbox, the reality-check watch
// and the safer-play page, the casino layouts' winners rail and the home page's strip and the
// leaderboard). Each read must reach the backend once, however many parts show it.
test.beforeEach(async ({ request }) => resetMock(request))

type Visit = { path: string; shown: (page: Page) => Promise<void> }

const visits: Visit[] = [
  {
    path: '/',
    shown: async (page) => {
      const strip = page.getByRole('region', { name: 'Winners and withdrawals' })
      // Below the fold: the strip loads as the player scrolls towards it.
      await expect(async () => {
        await page.mouse.wheel(0, 4000)
        await expect(strip).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
    },
  },
  {
    path: '/vip',
    shown: (page) => expect(page.getByRole('progressbar').first()).toBeVisible(),
  },
  {
    path: '/responsible-gaming',
    shown: (page) => expect(page.getByRole('combobox', { name: 'Remind me every' })).toBeVisible(),
  },
  { path: '/inbox', shown: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  { path: '/leaderboard', shown: (page) => expect(page.getByRole('table').first()).toBeVisible() },
]

for (const tenant of ['casino1', 'slot2']) {
  test(`${tenant}: a signed-in visit asks each read once, on every page that shares one`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await login(page, tenant)
    for (const visit of visits) {
      const asked = new Map<string, number>()
      const note = (path: string) => asked.set(path, (asked.get(path) ?? 0) + 1)
      const count = (request: import('@playwright/test').Request) => {
        const { pathname } = new URL(request.url())
        if (request.method() === 'POST' && pathname.startsWith('/api/')) note(pathname)
      }
      // A new visit: nothing the page before it still had in flight is counted.
      await page.goto('about:blank')
      page.on('request', count)
      // The reality-check watch, the last of the readers to start, asks as soon as it is loaded.
      const watchAsked = page.waitForResponse((answer) =>
        answer.url().endsWith('/api/safer_play/session_summary'),
      )
      await page.goto(tenantUrl(tenant, visit.path))
      await expectReady(page)
      await visit.shown(page)
      await watchAsked
      await page.waitForLoadState('networkidle')
      page.off('request', count)
      const twice = [...asked].filter(([, times]) => times > 1)
      expect(twice, `reads asked more than once on ${visit.path}`).toEqual([])
      expect(asked.size, `the reads of ${visit.path}`).toBeGreaterThan(3)
    }
  })
}
