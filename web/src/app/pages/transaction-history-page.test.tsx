import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { walletCalls } from '../../features/wallet/api/wallet-calls.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import TransactionHistoryPage from './transaction-history-page.tsx'

serveMockSite()
beforeEach(() => signInAs())

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('the transaction history page', () => {
  it('says there is nothing yet for a player with no transaction', async () => {
    renderPage(TransactionHistoryPage, '/transaction-history')
    expect(await screen.findByText(/Nothing here yet\./)).toBeTruthy()
  })

  it('lists a deposit and a withdrawal, and filters by type through the address', async () => {
    await walletCalls.deposit('GCASH', 500, 'history-deposit')
    await walletCalls.withdraw(200, 1)
    const user = userEvent.setup()
    const router = renderPage(TransactionHistoryPage, '/transaction-history')
    expect(await screen.findByText('2 entries')).toBeTruthy()
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Withdrawal/),
      expect.stringMatching(/Deposit/),
    ])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Deposit')
    expect(await screen.findByText('1 entry')).toBeTruthy()
    expect(rows()).toHaveLength(1)
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('deposit')
  })

  it('says when nothing matches the filters, and clears them', async () => {
    await walletCalls.deposit('GCASH', 500, 'history-deposit')
    const user = userEvent.setup()
    renderPage(TransactionHistoryPage, '/transaction-history?type=withdrawal')
    expect(await screen.findByText(/Nothing matches your filters\./)).toBeTruthy()
    const filters = screen.getByRole('form', { name: 'Filters' })
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', '')
  })
})
