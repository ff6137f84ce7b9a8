import { expect, test } from '@playwright/test'
import { addScenario, resetMock } from './support/mock-control.ts'
import { demo, expectReady, gotoAs, login, watchPageProblems } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

test('a -500 on login opens the error dialog with the translated message', async ({
  page,
  request,
}) => {
  await addScenario(request, { name: 'fail', path: '/api/auth/login', mode: '-500' })
  await gotoAs(page, 'casino1', '/login')
  await expectReady(page)
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Username').fill(demo.accountId)
  await form.getByLabel('Password').fill(demo.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('The server could not complete the request.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toHaveCount(0)
})

test('a -503 on the balance is only logged: no dialog', async ({ page, request }) => {
  await addScenario(request, { name: 'fail', path: '/api/auth/get_balance', mode: '-503' })
  const handled = page.waitForEvent('console', (message) =>
    message.text().startsWith('call failed'),
  )
  await login(page, 'casino1')
  await handled
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()
})

test('a normal visit logs no console error', async ({ page }) => {
  const errors = watchPageProblems(page)
  await gotoAs(page, 'casino1')
  await expectReady(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots' }).click()
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})
