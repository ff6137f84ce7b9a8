import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { DailySpin } from './daily-spin.tsx'

const i18n = await englishI18n()

const prizes = [
  { prize_id: 1, label: '5', reward_type: 'balance' as const, amount: 5 },
  { prize_id: 2, label: '10 tokens', reward_type: 'token' as const, amount: 10 },
]
const state = (can_spin: boolean) => ({ can_spin, next_spin_date: '2025-06-03T12:00:00Z', prizes })

beforeEach(() =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') })),
)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DailySpin', () => {
  it('spins once and announces the prize at once when the player wants less motion', async () => {
    const play = vi.fn(async () => ({ ok: true as const, value: prizes[1]! }))
    const onWon = vi.fn()
    render(
      <I18nextProvider i18n={i18n}>
        <DailySpin initial={state(true)} play={play} onWon={onWon} />
      </I18nextProvider>,
    )
    await userEvent.setup().dblClick(screen.getByRole('button', { name: 'Spin the wheel' }))
    expect((await screen.findByRole('status')).textContent).toBe('You won 10 tokens!')
    expect(play).toHaveBeenCalledTimes(1)
    expect(onWon).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull()
  })

  it('offers no spin once today is used', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DailySpin initial={state(false)} play={vi.fn()} onWon={vi.fn()} />
      </I18nextProvider>,
    )
    expect(screen.getByRole('status').textContent).toMatch(
      /^You have spun today\. Come back on June 3, 2025 at \d{1,2}:00 [AP]M\.$/,
    )
    expect(screen.queryByRole('button')).toBeNull()
  })
})
