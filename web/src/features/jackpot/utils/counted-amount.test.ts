import { describe, expect, it } from 'vitest'
import type { Jackpot } from '../api/jackpots.ts'
import { countedAmount, nextAnswer } from './counted-amount.ts'

const grand: Jackpot = {
  jackpot_id: 1,
  tier: 'grand',
  amount: 1_000_000.5,
  currency: 'PHP',
  growth_per_hour: 3_600,
  last_won: null,
}
const won = { amount: 1_200_000, won_date: '2025-01-02T10:00:00.000Z' }
const second = 1_000
const minute = 60_000

describe('a jackpot counted up between answers', () => {
  it.each([
    ['as answered', 0, 1_000_000.5],
    ['a second on, at 3,600 an hour', second, 1_000_001.5],
    ['a quarter of a second on', 250, 1_000_000.75],
    ['a third of a cent is not shown', 3, 1_000_000.5],
    ['an hour on', 60 * minute, 1_003_600.5],
  ])('%s', (_when, elapsed, want) => {
    expect(countedAmount(grand, elapsed)).toBe(want)
  })

  it('does not move a jackpot that does not grow', () => {
    expect(countedAmount({ ...grand, growth_per_hour: 0 }, 60 * minute)).toBe(1_000_000.5)
  })
})

describe('the next answer', () => {
  it.each([
    [
      'lagging what the page counted: the page keeps its higher amount',
      grand,
      { ...grand, amount: 1_000_030.5 },
      minute,
      1_000_060.5,
    ],
    [
      'ahead of what the page counted: the answer',
      grand,
      { ...grand, amount: 1_000_100 },
      minute,
      1_000_100,
    ],
    [
      'after a win: the lower amount, since it was won',
      grand,
      { ...grand, amount: 500_000, last_won: won },
      minute,
      500_000,
    ],
    [
      'for a jackpot the page did not show: the answer',
      { ...grand, jackpot_id: 9 },
      { ...grand, amount: 10 },
      minute,
      10,
    ],
  ])('%s', (_story, shown, answered, elapsed, want) => {
    expect(nextAnswer([shown], [answered], elapsed)).toEqual([{ ...answered, amount: want }])
  })
})
