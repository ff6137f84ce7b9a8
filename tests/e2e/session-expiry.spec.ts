import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expireSessions, resetMock } from './support/mock-control.ts'
import { login } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

/**
 * The session ends at the backend while the player is away from the site: a page left open would
 * meet the end through its own calls (the reality check, the inbox) and end it there, toast and
 * all, before the return this test is about.
 */
async function endSessionWhileAway(page: Page, request: APIRequestContext, tenant: string) {
  const left = page.url()
  await page.goto('about:blank')
  await expireSessions(request, tenant, 'demo')
  await page.goto(left)
}

test('a player back with an expired session is warned with a toast, logged out and sent to login', async ({
  page,
  request,
}) => {
  await login(page, 'casino1')
  await endSessionWhileAway(page, request, 'casino1')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid session' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)
})

test('on slot2 a player back with an expired session is sent home and offered the login modal', async ({
  page,
  request,
}) => {
  await login(page, 'slot2')
  await endSessionWhileAway(page, request, 'slot2')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid session' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
})
