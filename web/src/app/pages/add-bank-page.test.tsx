import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import AddBankPage from './add-bank-page.tsx'

const backend = serveMockSite()
beforeEach(() => signInAs())

describe('the add bank page', () => {
  it('adds the account and goes on to the bank details', async () => {
    const user = userEvent.setup()
    const before = backend.tables.bank_accounts.size
    renderPage(AddBankPage, '/add-bank')
    const bank = await screen.findByRole('combobox', { name: 'Bank' })
    await user.selectOptions(bank, 'BDO Unibank')
    await user.type(screen.getByLabelText(/Account name/), 'Demo Player')
    await user.type(screen.getByLabelText(/Account number/), '001234567890')
    await user.click(screen.getByRole('button', { name: 'Add bank account' }))
    expect(await screen.findByRole('heading', { name: 'Now at /bank-details' })).toBeTruthy()
    expect(backend.tables.bank_accounts.size).toBe(before + 1)
  })

  it('says what is missing and adds nothing', async () => {
    const user = userEvent.setup()
    const before = backend.tables.bank_accounts.size
    renderPage(AddBankPage, '/add-bank')
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }))
    expect(screen.getByText('Choose a bank.')).toBeTruthy()
    expect(screen.getByText('Enter the name on the account.')).toBeTruthy()
    expect(screen.getByText('Enter 6 to 20 digits.')).toBeTruthy()
    expect(backend.tables.bank_accounts.size).toBe(before)
  })

  it('keeps letters in the name and digits in the number', async () => {
    const user = userEvent.setup()
    renderPage(AddBankPage, '/add-bank')
    await screen.findByRole('combobox', { name: 'Bank' })
    await user.type(screen.getByLabelText(/Account name/), 'Ana 2 Cruz!')
    await user.type(screen.getByLabelText(/Account number/), '12-34 ab56')
    expect(screen.getByLabelText(/Account name/)).toHaveProperty('value', 'Ana  Cruz')
    expect(screen.getByLabelText(/Account number/)).toHaveProperty('value', '123456')
  })
})
