import type { PlayBreakRow, PlayLimitPeriod } from '../models/safer-play.ts'

const dayMs = 86_400_000

/** How long a raised or removed limit waits before the player may confirm it. */
export const coolingOffMs = dayMs

/**
 * True when `next` is at least as strict as `current`: a limit where there was none, or a lower
 * one (money or minutes). Only such a change may apply at once; any other waits for the
 * cooling-off delay and a confirmation.
 *
 * @example
 * isTighter(60, 30) // true
 * isTighter(60, null) // false: removing a limit loosens it
 */
export const isTighter = (current: number | null, next: number | null): boolean =>
  next !== null && (current === null || next <= current)

/**
 * The start and the end (the reset) of the period that holds `now`, in UTC: a day, a week from
 * Monday, or a calendar month.
 *
 * @example
 * periodOf('daily', Date.UTC(2025, 5, 2, 9)) // { start: Date.UTC(2025, 5, 2), end: Date.UTC(2025, 5, 3) }
 */
export function periodOf(period: PlayLimitPeriod, now: number): { start: number; end: number } {
  const day = Math.floor(now / dayMs) * dayMs
  if (period === 'daily') return { start: day, end: day + dayMs }
  if (period === 'weekly') {
    const sinceMonday = (new Date(day).getUTCDay() + 6) % 7
    const start = day - sinceMonday * dayMs
    return { start, end: start + 7 * dayMs }
  }
  const date = new Date(now)
  return {
    start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  }
}

/**
 * When a break that starts at `start` ends: days for a time-out, calendar months and years
 * for a self-exclusion.
 *
 * @example
 * breakEnd('P7D', Date.UTC(2025, 5, 2)) // Date.UTC(2025, 5, 9)
 * breakEnd('P6M', Date.UTC(2025, 5, 2)) // Date.UTC(2025, 11, 2)
 */
export function breakEnd(duration: PlayBreakRow['duration'], start: number): number {
  const days = { P1D: 1, P7D: 7, P30D: 30 } as const
  if (duration in days) return start + days[duration as keyof typeof days] * dayMs
  const months = { P6M: 6, P1Y: 12, P5Y: 60 }[duration as 'P6M' | 'P1Y' | 'P5Y']
  const date = new Date(start)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.getTime()
}
