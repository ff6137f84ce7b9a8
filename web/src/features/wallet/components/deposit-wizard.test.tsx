import type { Deposit } from '@playfront/contract/types'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import type { WalletCalls } from '../api/wallet-calls.ts'
import { DepositWizard } from './deposit-wizard.tsx'

const i18n = await englishI18n()

const channel = {
  channel_code: 'GCASH',
  channel_name: 'GCash',
  min_amount: 100,
  max_amount: 50000,
  preset_amounts: [100, 500],
}
const deposit = (status: Deposit['status']): Deposit => ({
  deposit_id: 7,
  channel_code: 'GCASH',
  amount: 500,
  status,
  idempotency_key: 'k',
  created_date: '2025-06-02T09:00:00Z',
  decided_date: null,
})

function renderWizard(calls: Partial<WalletCalls>) {
  const all = {
    channels: vi.fn(),
    depositStatus: vi.fn(),
    withdrawalInfo: vi.fn(),
    withdraw: vi.fn(),
    deposit: vi.fn(),
    ...calls,
  } as WalletCalls
  const refreshBalance = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <DepositWizard
        channels={[channel]}
        calls={all}
        refreshBalance={refreshBalance}
        historyLink={null}
      />
    </I18nextProvider>,
  )
  return { calls: all, refreshBalance }
}

async function reachConfirm(user: ReturnType<typeof userEvent.setup>, amount = '500') {
  await user.click(screen.getByRole('button', { name: /GCash/ }))
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
}

afterEach(cleanup)

describe('DepositWizard', () => {
  it('refuses an amount below the channel minimum before calling', async () => {
    const user = userEvent.setup()
    const { calls } = renderWizard({})
    await reachConfirm(user, '50')
    expect(screen.getByText('The amount is below the minimum.')).toBeTruthy()
    expect(calls.deposit).not.toHaveBeenCalled()
  })

  it('sends one deposit for a double click and shows it pending', async () => {
    const user = userEvent.setup()
    const { calls } = renderWizard({
      deposit: vi.fn(async () => ({ ok: true as const, value: deposit('pending') })),
    })
    await reachConfirm(user)
    await user.dblClick(screen.getByRole('button', { name: 'Confirm deposit' }))
    expect(await screen.findByRole('heading', { name: 'Deposit pending' })).toBeTruthy()
    expect(calls.deposit).toHaveBeenCalledTimes(1)
  })

  it('retries a lost answer with the same idempotency key', async () => {
    const user = userEvent.setup()
    const send = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, message: 'disconnect', definite: false })
      .mockResolvedValueOnce({ ok: true, value: deposit('pending') })
    renderWizard({ deposit: send })
    await reachConfirm(user)
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }))
    await user.click(await screen.findByRole('button', { name: 'Retry' }))
    await screen.findByRole('heading', { name: 'Deposit pending' })
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0])
  })

  it('refreshes the balance once the deposit is approved', async () => {
    const user = userEvent.setup()
    const { refreshBalance } = renderWizard({
      deposit: vi.fn(async () => ({ ok: true as const, value: deposit('pending') })),
      depositStatus: vi.fn(async () => ({ ok: true as const, value: deposit('approved') })),
    })
    await reachConfirm(user)
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }))
    await user.click(await screen.findByRole('button', { name: 'Check status now' }))
    expect(await screen.findByRole('heading', { name: 'Deposit approved' })).toBeTruthy()
    expect(refreshBalance).toHaveBeenCalledTimes(1)
  })
})
