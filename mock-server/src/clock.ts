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
