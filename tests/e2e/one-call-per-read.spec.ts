import { expect, test, type Page, type Request } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs, login, tenantUrl } from './support/site.ts'

// A visit that opens on one of these pages has several parts asking the same read (the casino
// layouts' winners rail, the home page's strip and the leaderboard; the footer's social links
// and the contact page; signed in, the session's VIP summary and the VIP page, the inbox badge
// and the inbox, the reality-check watch and the safer-play page). Each read must reach the
// backend once, however many parts show it.
test.beforeEach(async ({ request }) => resetMock(request))

type Visit = { path: string; forGuests: boolean; shown: (page: Page) => Promise<void> }

const visits: Visit[] = [
  {
    path: '/',
    forGuests: true,
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
    path: '/leaderboard',
    forGuests: true,
    shown: (page) => expect(page.getByRole('table').first()).toBeVisible(),
  },
  {
    path: '/contact-us',
    forGuests: true,
    shown: async (page) => {
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
      // The footer, with its own social links, loads as it nears the viewport.
      await page.mouse.wheel(0, 4000)
      await expect(page.getByRole('contentinfo')).toBeVisible()
    },
  },
  {
    path: '/vip',
    forGuests: false,
    shown: (page) => expect(page.getByRole('progressbar').first()).toBeVisible(),
  },
  {
    path: '/responsible-gaming',
    forGuests: false,
    shown: (page) => expect(page.getByRole('combobox', { name: 'Remind me every' })).toBeVisible(),
  },
  {
    path: '/inbox',
    forGuests: false,
    shown: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
]

/** Opens `visit` anew and gives the API paths it asked more than once. */
async function readsAskedTwice(page: Page, tenant: string, visit: Visit, signedIn: boolean) {
  const asked = new Map<string, number>()
  const count = (request: Request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'POST' && pathname.startsWith('/api/'))
      asked.set(pathname, (asked.get(pathname) ?? 0) + 1)
  }
  // A new visit: nothing the page before it still had in flight is counted.
  await page.goto('about:blank')
  page.on('request', count)
  // Signed in, the reality-check watch, the last reader to start, asks once it is loaded.
  const watchAsked =
    signedIn &&
    page.waitForResponse((answer) => answer.url().endsWith('/api/safer_play/session_summary'))
  await page.goto(tenantUrl(tenant, visit.path))
  await expectReady(page)
  await visit.shown(page)
  await watchAsked
  // 'networkidle' is reached once, at the first 500 ms with no request: on a busy machine that
  // can be while the page is still starting, before its reads. Wait for them first.
  await expect.poll(() => asked.size, { message: `the reads of ${visit.path}` }).toBeGreaterThan(2)
  await page.waitForLoadState('networkidle')
  page.off('request', count)
  return [...asked].filter(([, times]) => times > 1)
}

for (const tenant of ['casino1', 'slot2']) {
  test(`${tenant}: a visit asks each read once, on every page that shares one`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await gotoAs(page, tenant)
    for (const visit of visits.filter((each) => each.forGuests)) {
      const twice = await readsAskedTwice(page, tenant, visit, false)
      expect(twice, `reads a guest's visit to ${visit.path} asked more than once`).toEqual([])
    }
    await login(page, tenant)
    for (const visit of visits) {
      const twice = await readsAskedTwice(page, tenant, visit, true)
      expect(twice, `reads a player's visit to ${visit.path} asked more than once`).toEqual([])
    }
  })
}
