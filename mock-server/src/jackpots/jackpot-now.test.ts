import { isExactMultiple } from '@playfront/contract/exact-decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clockRange } from '../clock.ts'
import { jackpotView } from '../handlers/api/jackpot-view.ts'
import { jackpotSchema, type Jackpot } from '../models/jackpot.ts'
import { moneyCeilingMinor } from '../models/money-schema.ts'
import { jackpotNow, nextWinAt } from './jackpot-now.ts'

const minute = 60_000
const start = Date.UTC(2025, 0, 1)
const jackpot: Jackpot = {
  domain_name: 'localhost',
  jackpot_id: 3,
  tier: 'minor',
  seed_minor: 200_000,
  per_minute_minor: 75,
  cycle_minutes: 180,
  run_started_at: start,
  last_won: null,
}
const storedWin = { amount_minor: 999_00, won_at: start - 5 * minute }

describe('a jackpot on the mock clock', () => {
  it.each([
    ['at the start of its run: the seed amount', jackpot, 0, 200_000, null],
    ['59.9 s in: still the seed (whole minutes only)', jackpot, 59_999, 200_000, null],
    ['10 minutes in: ten minutes of growth', jackpot, 10 * minute, 200_750, null],
    ['a minute before the cycle ends', jackpot, 179 * minute, 213_425, null],
    [
      'when the cycle ends: won, and back to the seed',
      jackpot,
      180 * minute,
      200_000,
      { amount_minor: 213_500, won_at: start + 180 * minute },
    ],
    [
      'seven cycles and 5 minutes on: the last of seven wins',
      jackpot,
      (7 * 180 + 5) * minute,
      200_375,
      { amount_minor: 213_500, won_at: start + 7 * 180 * minute },
    ],
    ['a clock set before the run: the seed amount', jackpot, -3 * minute, 200_000, null],
    [
      'a win stored by the control API, within the run',
      { ...jackpot, last_won: storedWin },
      30 * minute,
      202_250,
      storedWin,
    ],
  ])('%s', (_story, given, sinceStart, amount, lastWon) => {
    expect(jackpotNow(given, start + sinceStart)).toEqual({
      amount_minor: amount,
      last_won: lastWon,
    })
  })

  it.each([
    ['at the start', 0, 180],
    ['in the middle', 90, 180],
    ['on a win', 180, 360],
    ['before the run', -60, 180],
  ])('pays out by itself next %s', (_when, minutes, next) => {
    expect(nextWinAt(jackpot, start + minutes * minute)).toBe(start + next * minute)
  })
})

// Any jackpot its schema allows, at any moment of the mock clock's range (to the millisecond),
// stays in whole cents within the money ceiling, and so does its answer on the wire.
const anyJackpot = fc
  .record({
    seed_minor: fc.integer({ min: 0, max: 10_000_000_000 }),
    per_minute_minor: fc.integer({ min: 0, max: 1_000_000 }),
    cycle_minutes: fc.integer({ min: 1, max: 60 * 24 * 366 }),
    run_started_at: fc.integer({ min: clockRange.earliestMs, max: clockRange.latestMs }),
    last_won: fc.option(
      fc.record({
        amount_minor: fc.integer({ min: 0, max: moneyCeilingMinor }),
        won_at: fc.integer({ min: clockRange.earliestMs, max: clockRange.latestMs }),
      }),
      { nil: null },
    ),
  })
  .map((j) => ({ ...jackpot, ...j }))
  .filter((j) => jackpotSchema.safeParse(j).success)
const anyMoment = fc.oneof(
  fc.integer({ min: clockRange.earliestMs, max: clockRange.latestMs }),
  fc.double({ min: clockRange.earliestMs, max: clockRange.latestMs, noNaN: true }),
)

describe('a jackpot in exact money', () => {
  it('is a whole number of cents within the ceiling, whatever the clock shows', () => {
    fc.assert(
      fc.property(anyJackpot, anyMoment, (given, now) => {
        const { amount_minor, last_won } = jackpotNow(given, now)
        for (const minor of [amount_minor, last_won?.amount_minor ?? 0]) {
          expect(Number.isSafeInteger(minor)).toBe(true)
          expect(minor).toBeGreaterThanOrEqual(0)
          expect(minor).toBeLessThanOrEqual(moneyCeilingMinor)
        }
        const wire = jackpotView(given, 'PHP', now)
        for (const amount of [wire.amount, wire.growth_per_hour, wire.last_won?.amount ?? 0])
          expect(isExactMultiple(amount, 0.01), `${amount}`).toBe(true)
      }),
      { numRuns: 2_000 },
    )
  })
})
