import { expect, test } from '@playwright/test'
import { latestTac, resetMock } from './support/mock-control.ts'
import { setCmsPage } from './support/mock-state.ts'
import { expectReady, gotoAs, login } from './support/site.ts'

// The slots lobby and the VIP page of every template are part of the templates spec's visit.
test.beforeEach(async ({ request }) => resetMock(request))

test('lobby filters and page live in the URL and survive a reload', async ({ page }) => {
  await gotoAs(page, 'casino1', '/slots')
  await expectReady(page)
  const providers = page.getByRole('navigation', { name: 'Providers' })
  await providers.getByRole('button').nth(1).click()
  await expect(page).toHaveURL(/provider=/)
  // The provider's games, not the list they replace while they are on their way: from the
  // moment the provider is pressed the list gives way to a loading note (a status, which has no
  // name to wait on) until they arrive. Read too early, the list was read empty.
  await expect(providers.getByRole('button', { pressed: true })).not.toHaveText(/All providers/)
  const games = page.getByRole('list', { name: 'Slots games' }).getByRole('listitem')
  await expect(games.first()).toBeVisible()
  const names = await games.allTextContents()
  await page.reload()
  await expect(games).toHaveText(names)
  await page.getByRole('searchbox', { name: 'Search games' }).fill('zzzz-no-such-game')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('No game matches your filters.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).not.toHaveURL(/provider=|q=/)
})

test('a new player registers with a one-time code and then logs in', async ({ page, request }) => {
  await gotoAs(page, 'casino2', '/register?ref=FRIEND1')
  await expectReady(page)
  await page.getByLabel('Username').fill('newplayer7')
  await page.getByLabel('Password', { exact: true }).fill('secret123')
  await page.getByLabel('Confirm password').fill('secret123')
  await page.getByLabel('Mobile number').fill('09171234567')
  await page.getByLabel('Date of birth').fill('1990-04-17')
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = page.getByRole('textbox', { name: 'Code', exact: true })
  await expect(code).toBeVisible()
  await code.fill(await latestTac(request, 'casino2', 'newplayer7'))
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText(/Your account is ready/)).toBeVisible()
  await login(page, 'casino2', { accountId: 'newplayer7', password: 'secret123' })
})

test('an inbox reward is paid once; a second claim from another tab is refused', async ({
  page,
  context,
}) => {
  await login(page, 'casino1')
  const other = await context.newPage()
  await gotoAs(other, 'casino1', '/inbox')
  // The second tab must have shown the reward unclaimed before the first claims it: an inbox
  // loaded after the claim shows it claimed, with no button to try.
  const otherClaim = other.getByRole('button', { name: 'Claim Welcome bonus' })
  await expect(otherClaim).toBeVisible()
  await gotoAs(page, 'casino1', '/inbox')
  const balance = page.getByRole('status', { name: 'Balance' })
  const before = await balance.textContent()
  await page.getByRole('button', { name: 'Claim Welcome bonus' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'has been added to your account' }),
  ).toBeVisible()
  await expect(balance).not.toHaveText(before ?? '')
  await otherClaim.click()
  await expect(
    other.getByRole('alert').filter({ hasText: 'This reward could not be claimed.' }),
  ).toBeVisible()
  await expect(other.getByRole('alert')).toContainText('already claimed')
})

test('an edited profile is still there after a reload', async ({ page }) => {
  await login(page, 'slot3')
  await gotoAs(page, 'slot3', '/edit-profile')
  await page.getByLabel('Full name').clear()
  await page.getByLabel('Full name').pressSequentially('Maria 2 Clara')
  await expect(page.getByLabel('Full name')).toHaveValue('Maria  Clara')
  await page.getByLabel('Full name').fill('Maria Clara')
  await page.getByLabel('Email', { exact: true }).fill('maria@example.org')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Full name')).toHaveValue('Maria Clara')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('maria@example.org')
})

test('a CMS page shows the tenant text without its scripts, and a switched-off page says it is not available', async ({
  page,
  request,
}) => {
  await setCmsPage(request, 'casino5', 'about_us', {
    en_body:
      '<h2>Our story</h2><p>Fair play since 2020.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  })
  await setCmsPage(request, 'casino5', 'faqs', { status: false })
  await gotoAs(page, 'casino5', '/about')
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible()
  await expect(page.getByText('Fair play since 2020.')).toBeVisible()
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
  expect(await page.locator('.cms-html [onerror], .cms-html script').count()).toBe(0)
  await gotoAs(page, 'casino5', '/faqs')
  await expect(page.getByText('This page is not available at the moment.')).toBeVisible()
})

test('the live chat fetches its window on the first open; Escape closes it and gives focus back', async ({
  page,
}) => {
  await gotoAs(page, 'casino1')
  await expectReady(page)
  const opener = page.getByRole('button', { name: 'Open live chat' })
  const window = page.getByRole('dialog', { name: 'Live chat' })
  await expect(opener).toBeVisible()
  await expect(window).toHaveCount(0)
  const fetched = page.waitForResponse((response) => response.url().endsWith('/livechat/panel.js'))
  await opener.click()
  expect((await fetched).ok()).toBe(true)
  await expect(window).toBeVisible()
  await expect(window.getByRole('textbox', { name: 'Message' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(window).toBeHidden()
  await expect(opener).toBeFocused()
})
