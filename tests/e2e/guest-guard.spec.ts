import { expect, test } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { gotoAs } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

for (const [tenant, dialogName] of [['slot2', 'Log in'], ['slot5', 'Sign in']] as const) {
  test(`${tenant} sends a guest home and opens the ${dialogName} modal after a second`, async ({ page }) => {
    await gotoAs(page, tenant, '/profile?appsflyer_id=af-1')
    await expect(page).toHaveURL(new RegExp(`${tenant}\\.localhost:\\d+/\\?appsflyer_id=af-1$`))
    const arrived = Date.now()
    const dialog = page.getByRole('dialog', { name: dialogName })
    await expect(dialog).toBeVisible({ timeout: 4000 })
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(700)
    await expect(dialog.getByLabel('Username')).toBeVisible()
  })
}

test('casino1 sends a guest to the login page', async ({ page }) => {
  await gotoAs(page, 'casino1', '/deposit?appsflyer_id=af-2')
  await expect(page).toHaveURL(/casino1\.localhost:\d+\/login\?appsflyer_id=af-2$/)
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  await page.waitForTimeout(1200)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
