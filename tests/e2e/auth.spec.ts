import { expect, test } from '@playwright/test'
import { latestTac, resetMock } from './support/mock-control.ts'
import { demo, expectReady, gotoAs, login } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

test('a player logs in with a password, sees the balance, survives a reload and logs out', async ({
  page,
}) => {
  await login(page, 'casino1')
  await expect(page).toHaveURL(/casino1\.localhost:\d+\/$/)
  await page.reload()
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)
})

test('a player logs in with a one-time code', async ({ page, request }) => {
  await gotoAs(page, 'casino4', '/login')
  await expectReady(page)
  await page.getByRole('tab', { name: 'One-time code' }).click()
  await page.getByLabel('Username').fill(demo.accountId)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = page.getByRole('textbox', { name: 'Code', exact: true })
  await expect(code).toBeVisible()
  await code.fill(await latestTac(request, 'casino4', demo.accountId))
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()
})

test('a profile edit shows on the profile page; the cookie the server reads carries neither', async ({
  page,
  context,
}) => {
  await login(page, 'casino1')
  await gotoAs(page, 'casino1', '/profile')
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await page.getByLabel('Full name').fill('Renamed Player')
  await page.getByLabel('Email', { exact: true }).fill('renamed@example.com')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()
  // The header names the player by the account they sign in with, as the server draws it too.
  await expect(page.getByRole('link', { name: 'demo', exact: true })).toBeVisible()
  const served = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/profile')
  await gotoAs(page, 'casino1', '/profile')
  const html = await (await served).text()
  for (const shown of ['Renamed Player', 'renamed@example.com']) {
    await expect(page.getByRole('definition').filter({ hasText: shown })).toBeVisible()
    expect(html).not.toContain(shown)
  }
  const player = (await context.cookies()).find((cookie) => cookie.name === 'player')
  expect(decodeURIComponent(player?.value ?? '')).not.toMatch(/Renamed|renamed@/)
})
