/** The mock's own clock: real time plus an offset that the control API moves. */
export interface MockClock {
  /** Milliseconds since the epoch, as the mock sees it. */
  now(): number
  /** The current offset from real time, in milliseconds. */
  offset(): number
  /** Moves the clock forward (or back, if negative). */
  advance(ms: number): void
  /** Sets the clock to an absolute time; it keeps running from there. */
  set(epochMs: number): void
  /** Restores an offset (from a snapshot). */
  setOffset(ms: number): void
}

/**
 * The earliest and the latest time the mock's clock may show: 1970-01-01 and 9999-12-31, so every
 * date it writes is a plain four-digit ISO date, and a lifetime, a limit or a break added to it
 * stays far inside what a JavaScript Date holds (±8.64e15 ms, where `toISOString` throws).
 */
export const clockRange = { earliestMs: 0, latestMs: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }

/**
 * Why the mock's clock may not show `epochMs`, or undefined when it may.
 *
 * @example
 * clockRangeProblem(Date.UTC(2030, 0, 1)) // undefined
 * clockRangeProblem(8.64e15 + 1) // 'would show a time after 9999-12-31T23:59:59.999Z'
 */
export function clockRangeProblem(epochMs: number): string | undefined {
  if (!Number.isFinite(epochMs)) return 'is not a finite time'
  if (epochMs < clockRange.earliestMs)
    return `would show a time before ${iso(clockRange.earliestMs)}`
  if (epochMs > clockRange.latestMs) return `would show a time after ${iso(clockRange.latestMs)}`
  return undefined
}

/**
 * ISO-8601 of a mock-clock time, as every date field of the answers shows it.
 *
 * @example
 * iso(0) // '1970-01-01T00:00:00.000Z'
 */
export const iso = (ms: number): string => new Date(ms).toISOString()

/**
 * Creates a mock clock; session, tac and maintenance expiry all read it.
 *
 * @example
 * const clock = createClock()
 * clock.advance(30 * 60_000) // every session of the default lifetime is now expired
 */
export function createClock(realNow: () => number = Date.now): MockClock {
  let offsetMs = 0
  return {
    now: () => realNow() + offsetMs,
    offset: () => offsetMs,
    advance(ms) {
      offsetMs += ms
    },
    set(epochMs) {
      offsetMs = epochMs - realNow()
    },
    setOffset(ms) {
      offsetMs = ms
    },
  }
}
