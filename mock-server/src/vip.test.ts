import { describe, expect, it } from 'vitest'
import { vipProgress } from './vip.ts'

const now = Date.parse('2025-01-10T00:00:00Z')
// Totals in the level table's units; the player holds them in minor units.
const at = (deposit: number, turnover: number) => ({
  vip: {
    total_deposit_minor: deposit * 100,
    total_turnover_minor: turnover * 100,
    cycle_start: '2025-01-01T00:00:00.000Z',
  },
})

describe('vipProgress', () => {
  it.each([
    [
      'a new player',
      at(0, 0),
      { vip_name: 'Bronze', vip_name_next: 'Silver', deposit_next: 1000, turnover_next: 5000 },
    ],
    [
      'deposit met but not turnover stays below',
      at(1500, 100),
      { vip_name: 'Bronze', vip_name_next: 'Silver' },
    ],
    [
      'half-way to Gold',
      at(2500, 12000),
      {
        vip_name: 'Silver',
        vip_name_next: 'Gold',
        starting_deposit: 1000,
        cycle_deposit: 2500,
        deposit_next: 5000,
      },
    ],
    [
      'the top level',
      at(200000, 900000),
      { vip_name: 'Diamond', vip_name_next: '', deposit_next: 100000, turnover_next: 500000 },
    ],
  ])('%s', (_case, player, want) => {
    expect(vipProgress(player, now)).toMatchObject({
      ...want,
      next_cycle: '2025-01-31T00:00:00.000Z',
    })
  })
})
