import { expect, test } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs, tenantUrl } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

test('switching language keeps the page under the new prefix and remembers the choice', async ({
  page,
  context,
}) => {
  await gotoAs(page, 'casino1', '/about')
  await expectReady(page)
  await page.getByLabel('Language').selectOption('fil')
  await expect(page).toHaveURL(/\/fil\/about$/)
  await expect(page.getByRole('heading', { name: 'Tungkol sa amin' })).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_locale')
  expect(cookie).toMatchObject({ value: 'fil', path: '/', sameSite: 'Lax' })
  await page.getByLabel('Wika').selectOption('zh')
  await expect(page).toHaveURL(/\/zh\/about$/)
  await expect(page.getByRole('heading', { name: '关于我们' })).toBeVisible()
  await page.getByLabel('语言').selectOption('en')
  await expect(page).toHaveURL(/localhost:\d+\/about$/)
})

test('a returning visitor who chose Chinese lands on it at /, and a visitor with no choice on English', async ({
  page,
  browser,
}) => {
  await gotoAs(page, 'casino1', '/')
  await expectReady(page)
  await page.getByLabel('Language').selectOption('zh')
  await expect(page).toHaveURL(/\/zh$/)
  // Days later, the site's address typed again: the server sends them to their language.
  await page.goto(tenantUrl('casino1', '/'))
  await expect(page).toHaveURL(/\/zh$/)
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/)
  await expect(page.getByRole('heading', { name: '热门游戏' })).toBeVisible()

  // A crawler, or anyone without the cookie, gets English's / itself, and the answer says that it
  // varies by cookie, so no shared cache gives one the other's.
  const guest = await browser.newContext()
  try {
    const fresh = await (await guest.newPage()).goto(tenantUrl('casino1', '/'))
    expect(fresh?.url()).toBe(tenantUrl('casino1', '/'))
    expect(fresh?.status()).toBe(200)
    expect(fresh?.headers().vary).toMatch(/cookie/i)
    expect(await fresh?.text()).toMatch(/<html[^>]* lang="en"/)
  } finally {
    await guest.close()
  }
})
