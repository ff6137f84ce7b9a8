import type { Jackpot } from '../models/jackpot.ts'

const minuteMs = 60_000

/** A jackpot at one moment of the mock clock: what it would pay now, and its last win. */
export interface JackpotNow {
  amount_minor: number
  last_won: { amount_minor: number; won_at: number } | null
}

/**
 * A jackpot at `now` (mock-clock ms): it grows by `per_minute_minor` for each whole minute of its
 * run and pays out by itself each time the run reaches `cycle_minutes`, starting again from
 * `seed_minor`. Whole minutes keep an answer the same for a minute, so a shot of the home page
 * taken at a frozen moment shows the same amounts every time; a clock set before the run began
 * shows the seed amount.
 *
 * @example
 * jackpotNow({ ...jackpot, seed_minor: 100, per_minute_minor: 10, cycle_minutes: 60, run_started_at: 0, last_won: null }, 90 * 60_000)
 * // { amount_minor: 400, last_won: { amount_minor: 700, won_at: 3_600_000 } }
 */
export function jackpotNow(jackpot: Jackpot, now: number): JackpotNow {
  const { seed_minor, per_minute_minor, cycle_minutes, run_started_at } = jackpot
  const grownFor = (minutes: number) => seed_minor + per_minute_minor * minutes
  const minutes = Math.max(0, Math.floor((now - run_started_at) / minuteMs))
  const wins = Math.floor(minutes / cycle_minutes)
  if (wins === 0) return { amount_minor: grownFor(minutes), last_won: jackpot.last_won }
  return {
    amount_minor: grownFor(minutes - wins * cycle_minutes),
    last_won: {
      amount_minor: grownFor(cycle_minutes),
      won_at: run_started_at + wins * cycle_minutes * minuteMs,
    },
  }
}

/**
 * When the jackpot pays out by itself next, in mock-clock ms.
 *
 * @example
 * nextWinAt({ ...jackpot, cycle_minutes: 60, run_started_at: 0 }, 90 * 60_000) // 7_200_000
 */
export function nextWinAt(jackpot: Jackpot, now: number): number {
  const cycleMs = jackpot.cycle_minutes * minuteMs
  const elapsed = Math.max(0, now - jackpot.run_started_at)
  return jackpot.run_started_at + (Math.floor(elapsed / cycleMs) + 1) * cycleMs
}
