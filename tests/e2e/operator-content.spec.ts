import { expect, test } from '@playwright/test'
import { mockControl, resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs, login, watchPageProblems } from './support/site.ts'

// Issue 43: what the operator configures (startup, the SEO record, config.json) reaches the player.
test.beforeEach(async ({ request }) => resetMock(request))

test("home keeps the tenant's own text through hydration, its code coming only near it", async ({
  page,
}) => {
  const problems = watchPageProblems(page, { warnings: true })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await gotoAs(page, 'casino1', '/')
  await expectReady(page)
  const text = page.getByRole('region', { name: 'Golden Palace home' })
  await expect(text).toContainText('Welcome to Golden Palace.')
  expect(scripts.filter((path) => path.includes('home-page-text'))).toEqual([])
  await text.scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.some((path) => path.includes('home-page-text'))).toBe(true)
  await expect(text).toContainText('Welcome to Golden Palace.')
  expect(problems).toEqual([])
})

test("the switcher lists the tenant's languages; one without messages reads English at English's address", async ({
  page,
}) => {
  await gotoAs(page, 'casino2', '/promotions')
  await expectReady(page)
  const picker = page.getByRole('combobox', { name: 'Language' })
  await expect(picker.getByRole('option')).toHaveText(['English', 'Filipino', '中文', 'မြန်မာ'])
  await picker.selectOption({ label: 'မြန်မာ' })
  await expect(picker).toHaveValue('mmk')
  await expect(page).toHaveURL(/localhost:\d+\/promotions$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.reload()
  await expectReady(page)
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('mmk')
})

test("a lobby shows the tenant's games menu and its providers' logos", async ({ page }) => {
  await gotoAs(page, 'casino1', '/casino')
  await expectReady(page)
  const games = page.getByRole('navigation', { name: 'Games' })
  await expect(games.getByRole('link', { name: 'Live casino' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const royal = page.getByRole('button', { name: /Royal Live/ })
  await expect(royal.locator('img')).toHaveAttribute('src', '/providers/RLV.svg')
  await games.getByRole('link', { name: 'Slots' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
})

test("the chat button shows the tenant's picture", async ({ page }) => {
  await gotoAs(page, 'casino1', '/')
  const chat = page.getByRole('button', { name: 'Open live chat' })
  await expect(chat.locator('img')).toHaveAttribute('src', '/__mock/img/chat/casino1.svg', {
    timeout: 15_000,
  })
})

test("the deposit screen asks first whether the player's account is in good standing", async ({
  page,
  request,
}) => {
  await login(page, 'casino1')
  const mock = mockControl(request)
  await mock.clearRequests()
  await page.getByRole('link', { name: 'Deposit' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()
  const paths = (await mock.requests()).requests.map((call) => call.path)
  expect(paths).toContain('/api/settings/check_status')
})
