import { expect, test } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { gotoAs } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

test('an unknown path shows 404 with its path and a way back home', async ({ page }) => {
  await gotoAs(page, 'casino1', '/no-such-page')
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible()
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/casino1\.localhost:\d+\/$/)
})
