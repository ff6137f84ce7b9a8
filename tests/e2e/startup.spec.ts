import { expect, test } from '@playwright/test'
import { patchTenant, resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

test('a good startup shows the site with its theme and colour on the body', async ({ page }) => {
  await gotoAs(page, 'casino3')
  await expectReady(page)
  await expect(page.locator('body')).toHaveClass(/theme-casino3/)
  await expect(page.locator('body')).toHaveClass(/color-(jade|lotus|lantern|porcelain|dragon)/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('maintenance shows only the maintenance view with its dates', async ({ page, request }) => {
  await patchTenant(request, 'slot1', {
    maintenance: {
      is_maintenance: true,
      start_date: '2020-03-01T02:00:00Z',
      end_date: '2099-03-01T06:00:00Z',
    },
  })
  await gotoAs(page, 'slot1')
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible()
  await expect(page.getByText(/From March 1, 2020/)).toBeVisible()
  await expect(page.getByText(/Until March 1, 2099/)).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
})

test('an unknown theme code stops the site with "Invalid theme code"', async ({
  page,
  request,
}) => {
  await patchTenant(request, 'casino2', { theme_code: 'casino9' })
  await gotoAs(page, 'casino2')
  await expect(page.getByRole('alert')).toHaveText('Invalid theme code')
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
})

test('a colour of another template stops the site with "Invalid theme color"', async ({
  page,
  request,
}) => {
  await patchTenant(request, 'casino2', { theme_color: 'clover' })
  await gotoAs(page, 'casino2')
  await expect(page.getByRole('alert')).toHaveText('Invalid theme color')
})

test('Retry starts the site again once the backend is fixed', async ({ page, request }) => {
  await patchTenant(request, 'casino2', { theme_color: 'clover' })
  await gotoAs(page, 'casino2')
  await expect(page.getByRole('alert')).toBeVisible()
  await patchTenant(request, 'casino2', { theme_color: 'velvet' })
  await page.getByRole('button', { name: 'Retry' }).click()
  await expectReady(page)
})
