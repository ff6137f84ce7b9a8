import { expect, test, type Page } from '@playwright/test'
import { layoutForTheme } from '../../web/src/features/layouts/template-layout.ts'
import { themeCodes } from '@playfront/contract/themes'
import { axeFindings } from './support/axe.ts'
import { mockControl, resetMock } from './support/mock-control.ts'
import { demo, expectReady, gotoAs, sessionToken, submitLogin, uiMessages } from './support/site.ts'

type Messages = {
  mainNav: string
  menu: Record<string, string>
  layout: { menu: string }
  lobby: { recent: string }
  jackpot: { title: string; grand: string }
}
const messages = (locale: string) => uiMessages<Messages>(locale)
const languages = [
  { prefix: '', ui: messages('en') },
  { prefix: '/fil', ui: messages('fil') },
  { prefix: '/zh', ui: messages('zh') },
]

async function siteName(page: Page, code: string): Promise<string> {
  const answer = await mockControl(page.request).tenants()
  return (
    answer.tenants.find((tenant) => tenant.domain_name === `${code}.localhost`)?.site_name ?? ''
  )
}

const progress = (total: number, target: number) =>
  String(target <= 0 ? 100 : Math.min(100, Math.round((total / target) * 10_000) / 100))

// Each test resets its worker's own mock first: the tests of this per-template matrix are shared
// out between the workers, rather than the file going to one, which then ran it alone at the end.
test.describe.configure({ mode: 'parallel' })
test.beforeEach(async ({ request }) => resetMock(request))

/*
 * One visit per template, as a player makes it: a guest in the three languages, on a phone, at the
 * login form, then signed in on home (in one language, the three in turn: five templates each),
 * the slots lobby and the VIP page. One test rather than one per subject: each of them opened
 * its own browser context, mock and sign-in, a third of the matrix's time. Axe reads the whole
 * page for each state the visit has not read yet (a guest on home, a player in the lobby), the
 * jackpots and the recently played row for all they hold, and the login form and the VIP page
 * inside <main>, their header being the one read just before.
 * `pnpm scenarios --flow jackpot,recently-played` reads the translated board and row in all 45
 * template and language pairs.
 */
themeCodes.forEach((code, index) => {
  const signedIn = languages[index % languages.length]!
  test(`${code} (${layoutForTheme(code)}) shows its logo, the translated menu, the balance, mobile navigation and passes axe; signed in, the jackpots and the recently played row in ${signedIn.prefix.slice(1) || 'en'}, the slots lobby shows games, and the VIP bars show the demo player's progress`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const name = await siteName(page, code)
    for (const { prefix, ui } of languages) {
      await gotoAs(page, code, `${prefix}/`)
      const nav = page.getByRole('navigation', { name: ui.mainNav })
      await expect(nav).toBeVisible()
      await expect(page.getByRole('banner').getByRole('img', { name })).toBeVisible()
      await expect(nav.getByRole('link', { name: ui.menu.slots, exact: true })).toBeVisible()
    }
    expect(await axeFindings(page)).toEqual([])

    await page.setViewportSize({ width: 375, height: 812 })
    await gotoAs(page, code, '/')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await menu.click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoAs(page, code, '/login')
    await expectReady(page)
    expect(await axeFindings(page, { within: ['main'] })).toEqual([])
    await submitLogin(page)
    await expect(page.getByRole('banner').getByRole('status', { name: 'Balance' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible()

    // Home, signed in: the template's look, the language's words.
    await gotoAs(page, code, `${signedIn.prefix}/`)
    const words = signedIn.ui
    const board = page.getByRole('region', { name: words.jackpot.title })
    await expect(board.getByRole('listitem').first()).toContainText(words.jackpot.grand)
    const recent = page.getByRole('list', { name: words.lobby.recent, exact: true })
    await expect(recent.getByRole('link')).toHaveCount(3)
    // Every finding there, not only the serious ones: the board and the row are this visit's own.
    expect(
      await axeFindings(page, { within: ['.jackpots', '.lobby-section'], impact: 'any' }),
    ).toEqual([])

    await gotoAs(page, code, '/slots')
    const games = page.getByRole('list', { name: 'Slots games' })
    await expect(games.getByRole('listitem').first()).toBeVisible()
    // The first screen's images are fetched at once (the first card is the largest paint), the
    // rest as they near the screen.
    await expect(games.locator('img').first()).toHaveAttribute('fetchpriority', 'high')
    await expect(games.locator('img').first()).toHaveAttribute('loading', 'eager')
    await expect(games.locator('img').nth(6)).toHaveAttribute('loading', 'lazy')
    expect(await axeFindings(page)).toEqual([])

    const vip = await (
      await page.request.post('/api/auth/vip', {
        data: {
          account_id: demo.accountId,
          auth: await sessionToken(page),
        },
      })
    ).json()
    const level = vip.nextLevel[0]
    await gotoAs(page, code, '/vip')
    await expect(page.getByRole('progressbar', { name: 'Deposit progress' })).toHaveAttribute(
      'aria-valuenow',
      progress(level.cycle_deposit, level.deposit_next),
    )
    await expect(page.getByRole('progressbar', { name: 'Turnover progress' })).toHaveAttribute(
      'aria-valuenow',
      progress(level.cycle_turnover, level.turnover_next),
    )
    expect(await axeFindings(page, { within: ['main'] })).toEqual([])
  })
})
