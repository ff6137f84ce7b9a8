import { describe, expect, it } from 'vitest'
import { vipInfoFrom, type VipLevel } from './vip-progress.ts'

const level = (patch: Partial<VipLevel>): VipLevel => ({
  starting_deposit: 1000,
  cycle_deposit: 0,
  deposit_next: 5000,
  starting_turnover: 10000,
  cycle_turnover: 0,
  turnover_next: 50000,
  vip_name: 'Silver',
  vip_name_next: 'Gold',
  next_cycle: '2026-12-01T00:00:00Z',
  ...patch,
})

describe('VIP progress', () => {
  it.each([
    ['half way', { cycle_deposit: 2500, cycle_turnover: 12500 }, 50, 25],
    ['nothing yet', { cycle_deposit: 0, cycle_turnover: 0 }, 0, 0],
    ['exactly reached', { cycle_deposit: 5000, cycle_turnover: 50000 }, 100, 100],
    ['beyond the target is capped', { cycle_deposit: 9000, cycle_turnover: 400000 }, 100, 100],
    [
      'a missing target counts as done',
      { cycle_deposit: 10, deposit_next: 0, turnover_next: 0 },
      100,
      100,
    ],
  ] as const)('%s', (_, patch, depoProgress, toProgress) => {
    const info = vipInfoFrom(level(patch))
    expect(info.depoProgress).toBe(depoProgress)
    expect(info.toProgress).toBe(toProgress)
  })

  it('names the levels and the next cycle from nextLevel[0]', () => {
    expect(vipInfoFrom(level({ cycle_deposit: 2500, cycle_turnover: 12500 }))).toEqual({
      totalDeposit: 2500,
      depoProgress: 50,
      totalTurnover: 12500,
      toProgress: 25,
      currentLevel: 'Silver',
      nextLevel: 'Gold',
      nextCycle: '2026-12-01T00:00:00Z',
    })
  })
})
