import { expect, test, type Page } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs, login, openSignedIn, sessionToken } from './support/site.ts'
import { approveDeposit, balanceOf, expectBalance, firstGame } from './support/wallet.ts'

const tenant = 'casino1'

// One player's money story, in order: each step builds on the books the step before left.
test.describe.configure({ mode: 'serial' })
test.beforeAll(async ({ request }) => resetMock(request))

async function open(page: Page, path: string) {
  await gotoAs(page, tenant, path)
  await expectReady(page)
}

test('a deposit waits as pending until the cashier approves it, then the balance rises', async ({
  page,
  request,
}) => {
  await openSignedIn(page, tenant, '/deposit')
  await expectReady(page)
  const before = await balanceOf(page)
  await page.getByRole('list', { name: 'Payment channels' }).getByRole('button').first().click()
  await page.getByRole('textbox', { name: 'Amount' }).fill('50')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('The amount is below the minimum.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Amount' }).fill('500')
  await page.getByRole('button', { name: 'Continue' }).click()
  const answer = page.waitForResponse('**/api/wallet/deposit')
  await page.getByRole('button', { name: 'Confirm deposit' }).dblclick()
  const deposit = ((await (await answer).json()) as { value: { deposit_id: number } }).value
  await expect(page.getByRole('heading', { name: 'Deposit pending' })).toBeVisible()
  await expectBalance(page, before)

  await approveDeposit(request, deposit.deposit_id)
  await page.getByRole('button', { name: 'Check status now' }).click()
  await expect(page.getByRole('heading', { name: 'Deposit approved' })).toBeVisible()
  await expectBalance(page, before + 500)

  await open(page, '/transaction-history?type=deposit')
  await expect(
    page.getByRole('region', { name: 'Transaction history' }).getByRole('row'),
  ).toHaveCount(2)
})

test('a bank account is added with a letters-only name and a digits-only number', async ({
  page,
}) => {
  await openSignedIn(page, tenant, '/add-bank')
  await expectReady(page)
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ index: 2 })
  await page.getByRole('textbox', { name: 'Account name' }).fill('Juan Dela Cruz')
  await page.getByRole('textbox', { name: 'Account number' }).pressSequentially('0012-3456-7890')
  await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('001234567890')
  await page.getByRole('button', { name: 'Add bank account' }).click()
  await expect(page).toHaveURL(/\/bank-details$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Your bank account has been added.' }),
  ).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Your bank accounts' }).getByRole('listitem'),
  ).toHaveCount(2)
})

test('a withdrawal shows its fee and payout, then holds the amount from the balance', async ({
  page,
}) => {
  await openSignedIn(page, tenant, '/withdrawal')
  await expectReady(page)
  const before = await balanceOf(page)
  const account = page.getByRole('combobox', { name: 'Bank account' })
  await account.selectOption(
    (await account.getByRole('option', { name: /Juan Dela Cruz/ }).getAttribute('value')) ?? '',
  )
  await page.getByRole('textbox', { name: 'Amount' }).fill('200')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('You receive')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible()
  await expectBalance(page, before - 200)
})

test('a demo game launched from play now moves the balance, seen on return', async ({
  page,
  request,
}) => {
  await login(page, tenant)
  const game = await firstGame(request, tenant, 'T-CASINO1')
  await open(page, '/bank-details')
  const before = await balanceOf(page)
  await page.goto(page.url().replace(/\/bank-details$/, `/playnow?game=${game.game_code}`))
  const frame = page.getByTitle(`Game ${game.game_code}`).contentFrame()
  await frame.getByRole('button', { name: /^Win/ }).click()
  await expect(frame.getByRole('status')).toContainText('Won 20')
  await page.getByRole('button', { name: 'Close game' }).click()
  await expect(page).toHaveURL(/\/bank-details$/)
  await expectBalance(page, before + 10)
})

test('the bet history shows the round and the statement every move with its running balance', async ({
  page,
  request,
}) => {
  await login(page, tenant)
  const game = await firstGame(request, tenant, 'T-CASINO1')
  await open(page, '/bet-history?status=won')
  const bets = page.getByRole('region', { name: 'Bet history' })
  await expect(bets.getByRole('row').filter({ hasText: game.game_name })).toContainText('Won')
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('won')

  await open(page, '/statement')
  const balance = await balanceOf(page)
  const rows = page.getByRole('region', { name: 'Statement' }).getByRole('row')
  for (const type of ['Win', 'Bet', 'Withdrawal', 'Deposit'])
    await expect(rows.filter({ hasText: type }).first()).toBeVisible()
  await expect(rows.nth(1).getByRole('cell').nth(4)).toContainText(
    balance.toLocaleString('en', { minimumFractionDigits: 2 }),
  )
})

test('logging out ends the token at the backend', async ({ page, request }) => {
  await login(page, tenant)
  const token = await sessionToken(page)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)
  const after = await request.post('/api/bank/accounts', {
    data: { account_id: 'demo', auth: token },
  })
  expect(((await after.json()) as { statusMessage: string }).statusMessage).toBe('sessionExpired')
})
