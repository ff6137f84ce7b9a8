import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from '../../stores/session.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import WithdrawalPage from './withdrawal-page.tsx'

const backend = serveMockSite()
beforeEach(() => signInAs())

async function withdraw(amount: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Amount' }), amount)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  return user
}

describe('the withdrawal page', () => {
  it('pays out to the default bank account and holds the amount from the balance', async () => {
    const before = session().game.balance
    renderPage(WithdrawalPage, '/withdrawal')
    expect(await screen.findByText(/BDO Unibank/)).toBeTruthy()
    const user = await withdraw('1000')
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy()
    await expect.poll(() => session().game.balance).toBe(before - 1000)
  })

  it('refuses more than the player can withdraw, before anything is sent', async () => {
    renderPage(WithdrawalPage, '/withdrawal')
    await withdraw('4000')
    expect(screen.getByText('The amount is more than you can withdraw now.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Confirm withdrawal' })).toBeNull()
  })

  it('asks a player with no bank account to add one first', async () => {
    for (const account of backend.tables.bank_accounts.all())
      backend.tables.bank_accounts.delete(String(account.bank_account_id))
    const user = userEvent.setup()
    renderPage(WithdrawalPage, '/withdrawal')
    expect(await screen.findByText(/Add a bank account before you withdraw\./)).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Add a bank account' }))
    expect(await screen.findByRole('heading', { name: 'Now at /add-bank' })).toBeTruthy()
  })
})

describe('the withdrawal page of a player whose identity is not verified', () => {
  it('says why the withdrawal is refused and leads to the verification page', async () => {
    backend.tables.identity_checks.deleteWhere(() => true)
    renderPage(WithdrawalPage, '/withdrawal')
    const user = await withdraw('1000')
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(
      /Before your first withdrawal we need to verify your identity/,
    )
    await user.click(screen.getByRole('link', { name: 'Verify your identity' }))
    expect(await screen.findByRole('heading', { name: 'Now at /verification' })).toBeTruthy()
  })
})
