import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { historyCalls } from '../../features/history/api/history-calls.ts'
import { saferPlayCalls } from '../../features/safer-play/api/safer-play-calls.ts'
import { closeModal } from '../../stores/modals.ts'
import { session } from '../../stores/session.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import DepositPage from './deposit-page.tsx'

const backend = serveMockSite()
beforeEach(() => signInAs())

async function depositWithGcash(amount: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /GCash/ }))
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  return user
}

describe('the deposit page', () => {
  it('offers the payment channels of the site', async () => {
    renderPage(DepositPage, '/deposit')
    for (const name of [/GCash/, /Maya/, /Bank transfer/])
      expect(await screen.findByRole('button', { name })).toBeTruthy()
  })

  it('sends a deposit, shows it pending, and adds it to the balance once approved', async () => {
    const before = session().game.balance
    renderPage(DepositPage, '/deposit')
    const user = await depositWithGcash('500')
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }))
    expect(await screen.findByRole('heading', { name: 'Deposit pending' })).toBeTruthy()
    expect(session().game.balance).toBe(before)
    backend.clock.advance(60_000)
    await user.click(screen.getByRole('button', { name: 'Check status now' }))
    expect(await screen.findByRole('heading', { name: 'Deposit approved' })).toBeTruthy()
    await expect.poll(() => session().game.balance).toBe(before + 500)
  })

  it('refuses an amount under the channel minimum before anything is sent', async () => {
    renderPage(DepositPage, '/deposit')
    await depositWithGcash('50')
    expect(screen.getByText('The amount is below the minimum.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Confirm deposit' })).toBeNull()
    expect(backend.tables.deposits.size).toBe(0)
  })

  it('offers a retry when the channels cannot be loaded', async () => {
    backend.scenarios.push({ name: 'fail', path: '/api/wallet/deposit_channels', mode: '-500' })
    renderPage(DepositPage, '/deposit')
    expect(await screen.findByText('The payment channels could not be loaded.')).toBeTruthy()
    backend.scenarios.length = 0
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: /GCash/ })).toBeTruthy()
  })
})

describe("a deposit over the player's own limit", () => {
  it('says which limit refused it, how much is left and when it resets', async () => {
    await saferPlayCalls.setLimit('deposit', 'daily', 1000)
    renderPage(DepositPage, '/deposit')
    let user = await depositWithGcash('800')
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }))
    expect(await screen.findByRole('heading', { name: 'Deposit pending' })).toBeTruthy()
    cleanup()
    closeModal()
    renderPage(DepositPage, '/deposit')
    user = await depositWithGcash('300')
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }))
    const note = await screen.findByRole('alert')
    expect(note.textContent).toContain('This deposit would go over your deposit limit.')
    expect(note.textContent).toMatch(
      /Daily deposit limit: ₱1,000\.00\. ₱200\.00 is left until it resets on \w+ \d+, \d{4}/,
    )
    expect(backend.tables.deposits.size).toBe(1)
  })

  it('offers a way to set a deposit limit', async () => {
    renderPage(DepositPage, '/deposit')
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Set a deposit limit' }))
    expect(await screen.findByRole('heading', { name: 'Now at /responsible-gaming' })).toBeTruthy()
  })
})

describe('the deposit limit offered at the first deposit', () => {
  const offer = () =>
    screen.findByRole('region', { name: 'Set a deposit limit before your first deposit' })

  it('lets a player who never deposited set a limit without leaving the deposit', async () => {
    renderPage(DepositPage, '/deposit')
    const user = userEvent.setup()
    await offer()
    await user.selectOptions(screen.getByLabelText('Choose a limit'), 'Weekly deposit limit')
    await user.type(screen.getByLabelText('Maximum to deposit'), '2000')
    await user.click(screen.getByRole('button', { name: 'Set limit' }))
    expect((await screen.findByRole('status')).textContent).toMatch(
      /Your Weekly deposit limit of ₱2,000\.00 is in force\./,
    )
    const limits = await saferPlayCalls.limits()
    expect(limits.ok && limits.value).toContainEqual(
      expect.objectContaining({ kind: 'deposit', period: 'weekly', amount: 2000 }),
    )
    expect(screen.getByRole('button', { name: /GCash/ })).toBeTruthy()
  })

  it('sends nothing without an amount, and goes away when skipped', async () => {
    renderPage(DepositPage, '/deposit')
    const user = userEvent.setup()
    await offer()
    await user.click(screen.getByRole('button', { name: 'Set limit' }))
    expect(screen.getByLabelText('Maximum to deposit').getAttribute('aria-invalid')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('region', { name: /before your first deposit/ })).toBeNull()
    expect(backend.tables.play_limits.size).toBe(0)
  })

  it('is not made again once the player has deposited', async () => {
    const user = userEvent.setup()
    renderPage(DepositPage, '/deposit')
    await offer()
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    await depositWithGcash('500')
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }))
    await screen.findByRole('heading', { name: 'Deposit pending' })
    cleanup()
    const answered = vi.spyOn(historyCalls, 'transactions')
    renderPage(DepositPage, '/deposit')
    await vi.waitFor(() => expect(answered).toHaveResolved())
    await screen.findByRole('button', { name: /GCash/ })
    expect(screen.queryByRole('region', { name: /before your first deposit/ })).toBeNull()
    answered.mockRestore()
  })
})
