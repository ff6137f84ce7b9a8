import { expect, test } from '@playwright/test'
import { balanceText, control, loginDev, openDev, pageNow, waitForSave } from './support/dev-site.ts'

const tenant = 'casino1'

test('a signed-in developer who reloads is still signed in, with the same balance', async ({ page }) => {
  await loginDev(page, tenant)
  const balance = await balanceText(page).textContent()
  await waitForSave(page, 0)
  await page.reload()
  await expect(balanceText(page)).toHaveText(balance ?? '')
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)
})

test('a deposit approved before a reload is still in the balance after it', async ({ page }) => {
  await loginDev(page, tenant)
  const before = Number(((await balanceText(page).textContent()) ?? '').replace(/[^\d.]/g, ''))
  await openDev(page, tenant, '/deposit')
  await page.getByRole('list', { name: 'Payment channels' }).getByRole('button').first().click()
  await page.getByRole('textbox', { name: 'Amount' }).fill('500')
  await page.getByRole('button', { name: 'Continue' }).click()
  const answer = page.waitForResponse('**/api/wallet/deposit')
  await page.getByRole('button', { name: 'Confirm deposit' }).click()
  const deposit = ((await (await answer).json()) as { value: { deposit_id: number } }).value
  const approved = await pageNow(page)
  await control(page, 'POST', `/deposits/${deposit.deposit_id}/approve`)
  await waitForSave(page, approved)
  await page.reload()
  await expect(balanceText(page)).toContainText((before + 500).toLocaleString('en', { minimumFractionDigits: 2 }))
})
