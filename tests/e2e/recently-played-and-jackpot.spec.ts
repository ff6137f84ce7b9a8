import { expect, test, type Page } from '@playwright/test'
import { readFirstVisit } from '@playfront/scripts/browser/first-visit-chain'
import { mockControl, resetMock } from './support/mock-control.ts'
import { screens } from './support/screens.ts'
import { amountIn } from './support/wallet.ts'
import { gotoAs, login, tenantUrl, uiMessages } from './support/site.ts'

type Ui = {
  lobby: { recent: string; hot: string; new: string }
  jackpot: Record<'title' | 'grand' | 'major' | 'minor' | 'lastWon', string>
}
const ui = (locale: string) => uiMessages<Ui>(locale)
const en = ui('en')
const deviceListKey = 'site.recently-played'

// Each test resets its worker's own mock first: the tests (the first visits on three devices
// and three templates most of them) are shared out between the workers. Every template's
// translated jackpots and recently played row are read in the templates spec's visit.
test.describe.configure({ mode: 'parallel' })
test.beforeEach(async ({ request }) => resetMock(request))

const recentRow = (page: Page, name = en.lobby.recent) =>
  page.getByRole('list', { name, exact: true })
const jackpots = (page: Page, title = en.jackpot.title) => page.getByRole('region', { name: title })

/** Opens the first game of the slots lobby and waits for it to play; its name. */
async function playFirstSlot(page: Page, tenant: string): Promise<string> {
  await gotoAs(page, tenant, '/slots')
  const tile = page.getByRole('list', { name: 'Slots games' }).getByRole('link').first()
  const name = (await tile.locator('.game-card__name').textContent()) ?? ''
  await tile.click()
  await expect(page.frameLocator('iframe').locator('body')).toBeVisible()
  return name
}

test.describe('recently played', () => {
  test('a game the player opens leads the row on home and in its lobby, drawn by the server', async ({
    page,
    browser,
  }) => {
    await login(page, 'casino1')
    const played = await playFirstSlot(page, 'casino1')
    await gotoAs(page, 'casino1', '/')
    await expect(recentRow(page).getByRole('link').first()).toContainText(played)
    // The server drew it: the same player's page with JavaScript off shows the row and the game.
    const noScripts = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const drawn = await noScripts.newPage()
    await drawn.goto(tenantUrl('casino1', '/'))
    await expect(recentRow(drawn).getByRole('link').first()).toContainText(played)
    await noScripts.close()
    await gotoAs(page, 'casino1', '/slots')
    await expect(recentRow(page).getByRole('link').first()).toContainText(played)
    // Another lobby shows only its own category's games.
    await gotoAs(page, 'casino1', '/sports')
    await expect(recentRow(page).getByRole('link', { name: new RegExp(played) })).toHaveCount(0)
  })

  test('signed out, the device keeps the list: a guest sees it after the game rows', async ({
    page,
  }) => {
    await login(page, 'slot2')
    const played = await playFirstSlot(page, 'slot2')
    await gotoAs(page, 'slot2', '/')
    await expect(recentRow(page).getByRole('link').first()).toContainText(played)
    await page.getByRole('button', { name: 'Log out' }).first().click()
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)
    await gotoAs(page, 'slot2', '/')
    const row = recentRow(page)
    await expect(row.getByRole('link').first()).toContainText(played)
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents()
    expect(headings.indexOf(en.lobby.recent)).toBeGreaterThan(headings.indexOf(en.lobby.new))
  })

  test('a guest whose device holds nothing readable sees no row and no error', async ({ page }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.addInitScript((key) => localStorage.setItem(key, '{"not":"a list"'), deviceListKey)
    await gotoAs(page, 'casino1', '/')
    await expect(page.getByRole('heading', { name: en.lobby.hot })).toBeVisible()
    await expect(recentRow(page)).toHaveCount(0)
    expect(problems).toEqual([])
  })
})

test.describe('the live jackpot', () => {
  type Listed = { tier: string; amount: number; growth_per_hour: number }
  const listed = async (page: Page, tenant: string): Promise<Listed[]> =>
    (await mockControl(page.request).jackpots(`${tenant}.localhost`)).jackpots
  const amountText = (page: Page, tier: 'grand' | 'minor') =>
    jackpots(page)
      .getByRole('listitem')
      .filter({ hasText: en.jackpot[tier] })
      .locator('.jackpot__amount')
  const amountOf = async (page: Page, tier: 'grand' | 'minor') =>
    amountIn(await amountText(page, tier).textContent())

  test('home shows the tenant jackpots in its currency, in the HTML the server sends', async ({
    page,
    browser,
  }) => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false })
    const drawn = await noScripts.newPage()
    await drawn.goto(tenantUrl('sportsbook1', '/'))
    for (const tier of ['grand', 'major', 'minor'] as const)
      await expect(
        jackpots(drawn).getByRole('listitem').filter({ hasText: en.jackpot[tier] }),
      ).toHaveCount(1)
    await noScripts.close()
    await gotoAs(page, 'sportsbook1', '/')
    const board = jackpots(page)
    await expect(board.getByRole('listitem')).toHaveCount(3)
    await expect(board.getByRole('listitem').first()).toContainText(en.jackpot.grand)
    await expect(amountText(page, 'grand')).toContainText('₱')
  })

  test('counts up as time passes, stops while the page is hidden and asks again when it is shown', async ({
    page,
  }) => {
    await page.clock.install()
    await gotoAs(page, 'casino2', '/')
    const grand = (await listed(page, 'casino2'))[0]!
    // The grand amount and the page's clock, read in one go: the installed clock also runs on in
    // real time while the test reads, a second or more on a busy machine.
    const reading = async () => {
      const { text, at } = await amountText(page, 'grand').evaluate((amount) => ({
        text: amount.textContent ?? '',
        at: Date.now(),
      }))
      return { amount: amountIn(text), at }
    }
    const before = await reading()
    await page.clock.runFor(60_000)
    await expect.poll(() => amountOf(page, 'grand')).toBeGreaterThan(before.amount)
    // The amount is written every 250 ms and a frame (use-live-jackpots.ts), so each reading is
    // up to a step behind the clock: the time between two readings counts its growth give or
    // take a step's, and the cent each reading rounds down.
    const after = await reading()
    const counted = after.amount - before.amount
    const grown = (grand.growth_per_hour * (after.at - before.at)) / 3_600_000
    const step = (grand.growth_per_hour * 300) / 3_600_000 + 0.01
    expect(after.at - before.at).toBeGreaterThanOrEqual(60_000)
    expect(counted).toBeGreaterThanOrEqual(grown - step)
    expect(counted).toBeLessThanOrEqual(grown + step)

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const hidden = await amountOf(page, 'grand')
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.clock.runFor(120_000)
    expect(await amountOf(page, 'grand')).toBe(hidden)
    expect(asked).not.toContain('/api/jackpot/list')

    const askedAgain = page.waitForRequest('**/api/jackpot/list')
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await askedAgain
    await page.clock.runFor(1_000)
    await expect.poll(() => amountOf(page, 'grand')).toBeGreaterThan(hidden)
  })

  test('with reduced motion the amounts hold still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await gotoAs(page, 'casino2', '/')
    const before = await amountText(page, 'grand').textContent()
    await page.clock.runFor(30_000)
    await expect(amountText(page, 'grand')).toHaveText(before ?? '')
  })

  test('a win shows within a minute: the amount starts again and the win is the last one', async ({
    page,
  }) => {
    await page.clock.install()
    await gotoAs(page, 'slot4', '/')
    // Counting shows the board's timers are running: the minute's poll is among them.
    const first = await amountOf(page, 'grand')
    await expect.poll(() => amountOf(page, 'grand')).toBeGreaterThan(first)
    const minor = (await listed(page, 'slot4')).find((jackpot) => jackpot.tier === 'minor')!
    const { jackpot } = await mockControl(page.request).winJackpot('slot4.localhost', 3)
    const won = jackpot.last_won?.amount ?? 0
    expect(won).toBeGreaterThanOrEqual(minor.amount)
    await page.clock.runFor(60_000)
    const item = jackpots(page).getByRole('listitem').filter({ hasText: en.jackpot.minor })
    await expect(item).toContainText(en.jackpot.lastWon.replace('{{amount}}', ''))
    await expect.poll(() => amountOf(page, 'minor')).toBeLessThan(won)
  })
})

test.describe('what the browser adds after the server page moves nothing', () => {
  for (const [screen, device] of Object.entries(screens))
    for (const tenant of ['casino1', 'slot2', 'sportsbook1'])
      test(`${tenant} on a ${screen}: a guest's recently played row and the jackpots' win dates`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(60_000)
        const { value } = (await (
          await request.post('/api/product/get_hot_games', {
            data: {
              domain_name: `${tenant}.localhost`,
              external_id: (await mockControl(request).tenants()).tenants.find(
                (t) => t.domain_name === `${tenant}.localhost`,
              )?.external_id,
              game_type: '',
            },
          })
        ).json()) as { value: unknown[] }
        const context = await browser.newContext(device)
        await context.addInitScript(([key, games]) => localStorage.setItem(key, games), [
          deviceListKey,
          JSON.stringify(value.slice(0, 4)),
        ] as const)
        const page = await context.newPage()
        const visit = await readFirstVisit(page, tenantUrl(tenant))
        await expect(recentRow(page).getByRole('link')).toHaveCount(4)
        expect(visit.layoutShift, 'cumulative layout shift').toBeLessThan(0.05)
        await context.close()
      })
})
