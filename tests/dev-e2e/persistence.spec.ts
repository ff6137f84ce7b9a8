import {
  amountIn,
  balanceText,
  depositApproved,
  expect,
  loginDev,
  mockInPage,
  openDev,
  test,
} from './support/dev-site.ts'

const tenant = 'casino1'

test('a signed-in developer who reloads is still signed in, with the same balance', async ({
  page,
}) => {
  await loginDev(page, tenant)
  const balance = await balanceText(page).textContent()
  await page.reload()
  await expect(balanceText(page)).toHaveText(balance ?? '')
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)
})

test('a deposit approved before a reload is in the balance the server draws after it', async ({
  page,
}) => {
  await loginDev(page, tenant)
  const before = amountIn(await balanceText(page).textContent())
  await depositApproved(page, tenant, 500)
  const drawn = page.waitForResponse((answer) => answer.request().resourceType() === 'document')
  await page.reload()
  const want = (before + 500).toLocaleString('en', { minimumFractionDigits: 2 })
  expect(await (await drawn).text()).toContain(want)
  await expect(balanceText(page)).toContainText(want)
})

test('two tabs share one world: a deposit in one shows in the other without a reload', async ({
  context,
}) => {
  const one = await context.newPage()
  await loginDev(one, tenant)
  const two = await context.newPage()
  await loginDev(two, tenant)
  const before = amountIn(await balanceText(two).textContent())
  await depositApproved(one, tenant, 700)
  await two.getByRole('button', { name: 'Refresh balance' }).click()
  await expect(balanceText(two)).toContainText(
    (before + 700).toLocaleString('en', { minimumFractionDigits: 2 }),
  )
})

test('a change made outside the page (curl, a script, another tab) shows in the open page at once', async ({
  page,
  browser,
}) => {
  await openDev(page, tenant)
  await expect(page.locator('body')).not.toHaveClass(/color-sapphire/)
  // Another tab changes the tenant through the control API, as curl would.
  const other = await browser.newPage()
  await openDev(other, 'casino2')
  await mockInPage(other).patchTenant(`${tenant}.localhost`, { theme_color: 'sapphire' })
  await expect(page.locator('body')).toHaveClass(/color-sapphire/)
  await other.close()
})
