import { expect, test } from '@playwright/test'
import {
  amountOf,
  balanceText,
  depositApproved,
  loginDev,
  waitForSave,
  waitForSavedApproval,
} from './support/dev-site.ts'

const tenant = 'casino1'

test('a signed-in developer who reloads is still signed in, with the same balance', async ({
  page,
}) => {
  await loginDev(page, tenant)
  const balance = await balanceText(page).textContent()
  await waitForSave(page, 0)
  await page.reload()
  await expect(balanceText(page)).toHaveText(balance ?? '')
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)
})

test('a deposit approved before a reload is still in the balance after it', async ({ page }) => {
  await loginDev(page, tenant)
  const before = amountOf(await balanceText(page).textContent())
  await waitForSavedApproval(page, await depositApproved(page, tenant, 500))
  await page.reload()
  await expect(balanceText(page)).toContainText(
    (before + 500).toLocaleString('en', { minimumFractionDigits: 2 }),
  )
})

test('two tabs on one host share one world: a deposit in one shows in the other without a reload', async ({
  context,
}) => {
  const one = await context.newPage()
  await loginDev(one, tenant)
  const two = await context.newPage()
  await loginDev(two, tenant)
  const before = amountOf(await balanceText(two).textContent())
  await depositApproved(one, tenant, 700)
  await two.getByRole('button', { name: 'Refresh balance' }).click()
  await expect(balanceText(two)).toContainText(
    (before + 700).toLocaleString('en', { minimumFractionDigits: 2 }),
  )
})
