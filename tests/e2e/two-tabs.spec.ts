import { expect, test } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs, login } from './support/site.ts'

// A player with the site open in two tabs of one browser: what one tab does to the session,
// the other shows at once, without a reload and without waiting for its next call to fail.
test.beforeEach(async ({ request }) => resetMock(request))

test('logging out in one tab signs the other out, and its protected page sends the guest away', async ({
  context,
}) => {
  const first = await context.newPage()
  await login(first, 'casino1')
  const second = await context.newPage()
  // The signed-in page asks for the session's summary once, then once a minute: the other tab's
  // logout must show here before that next call could tell.
  const firstSummary = second.waitForResponse((answer) =>
    answer.url().endsWith('/api/safer_play/session_summary'),
  )
  await gotoAs(second, 'casino1', '/account')
  await expectReady(second)
  await expect(second.getByRole('status', { name: 'Balance' })).toBeVisible()
  await firstSummary

  await first.getByRole('button', { name: 'Log out' }).click()
  await expect(first.getByRole('link', { name: 'Log in' })).toBeVisible()
  // casino1 sends a guest on a protected page to the login page.
  await expect(second).toHaveURL(/\/login$/)
  await expect(second.getByRole('status', { name: 'Balance' })).toHaveCount(0)
  await expect(second.getByRole('main').getByRole('tabpanel')).toBeVisible()
})

test('logging in in one tab signs the other in where it is, with the balance', async ({
  context,
}) => {
  const second = await context.newPage()
  await gotoAs(second, 'casino1', '/slots')
  await expectReady(second)
  await expect(second.getByRole('link', { name: 'Log in' })).toBeVisible()
  const first = await context.newPage()
  await login(first, 'casino1')

  await expect(second.getByRole('status', { name: 'Balance' })).toBeVisible()
  await expect(second.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(second).toHaveURL(/\/slots$/)
})
