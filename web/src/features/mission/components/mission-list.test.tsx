import type { Mission } from '@playfront/contract/types'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import type { MissionCalls } from '../api/mission-calls.ts'
import { MissionList } from './mission-list.tsx'

const i18n = await englishI18n()

const mission = (patch: Partial<Mission>): Mission => ({
  mission_id: 1,
  title: 'Ten rounds',
  description: 'Place 10 bets.',
  goal: 'bets',
  target: 10,
  progress: 10,
  reward_type: 'token',
  reward_amount: 20,
  is_completed: true,
  is_claimed: false,
  ...patch,
})

const claimed = async (): ReturnType<MissionCalls['claim']> => ({
  ok: true,
  value: { label: '20 tokens', reward_type: 'token', amount: 20 },
})

function renderList(missions: Mission[], claim: MissionCalls['claim'] = vi.fn(claimed)) {
  const onClaimed = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <MissionList initial={missions} claim={claim} onClaimed={onClaimed} />
    </I18nextProvider>,
  )
  return { claim, onClaimed }
}

afterEach(cleanup)

describe('MissionList', () => {
  it('claims a completed mission once, even on a double click, and refreshes the balance', async () => {
    const { claim, onClaimed } = renderList([mission({})])
    await userEvent
      .setup()
      .dblClick(screen.getByRole('button', { name: 'Claim the reward of Ten rounds' }))
    expect(await screen.findByText('Reward claimed')).toBeTruthy()
    expect(claim).toHaveBeenCalledTimes(1)
    expect(onClaimed).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull()
  })

  it('shows progress and offers no claim before the target', () => {
    renderList([mission({ progress: 4, is_completed: false })])
    expect(
      screen
        .getByRole('progressbar', { name: 'Progress of Ten rounds' })
        .getAttribute('aria-valuenow'),
    ).toBe('40')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says why a claim was refused', async () => {
    renderList([mission({})], async () => ({ ok: false, message: 'alreadyClaimed' }))
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Claim the reward of Ten rounds' }))
    expect((await screen.findByRole('alert')).textContent).toBe('You have already claimed this.')
  })
})
