import { expect, test } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs } from './support/site.ts'

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
