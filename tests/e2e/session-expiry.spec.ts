import { expect, test } from '@playwright/test'
import { expireSessions, resetMock } from './support/mock-control.ts'
import { login } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

test('an expired session warns with a toast, logs out and sends the player to login', async ({
  page,
  request,
}) => {
  await login(page, 'casino1')
  await expireSessions(request, 'casino1', 'demo')
  await page.reload()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid session' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)
})

test('on slot2 an expired session sends the player home and opens the login modal', async ({
  page,
  request,
}) => {
  await login(page, 'slot2')
  await expireSessions(request, 'slot2', 'demo')
  await page.reload()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid session' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
})
