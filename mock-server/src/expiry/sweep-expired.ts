import type { MockBackend } from '../backend.ts'
import { sessionEnded } from '../safer-play/session-limit.ts'

/** How often, in ms of the mock clock, a call or a clock move also sweeps the tables. */
export const sweepEveryMs = 60_000

/** How many ad visits are kept: a journal, not a history (the oldest go first). */
export const adVisitsKept = 1_000

/** What one sweep dropped, table by table. */
export interface SweepCount {
  sessions: number
  tacs: number
  launches: number
  attempts: number
  ad_visits: number
}

const lastSweep = new WeakMap<MockBackend, number>()

/**
 * Drops what can never be used again, on the mock clock: ended sessions (their lifetime, an
 * end by the control API or logout, or the session-time limit), one-time codes past their
 * lifetime or used, launch tickets whose session is gone, attempt counts whose window and lock
 * have passed, and ad visits beyond the newest {@link adVisitsKept}. A dropped session answers
 * exactly as an ended one did (`sessionExpired`), so nothing a caller sees changes. Each table
 * drops its rows with `deleteMany`, which refills a fresh collection when most of a large table
 * goes (100,000 sessions ending at once), so a sweep never deletes one scan at a time for long.
 *
 * @example
 * backend.clock.advance(31 * 60_000)
 * (await sweepExpired(backend)).sessions // every session of the default lifetime
 */
export async function sweepExpired(backend: MockBackend): Promise<SweepCount> {
  const now = backend.clock.now()
  const { tables } = backend
  lastSweep.set(backend, now)
  const sessions = await tables.sessions.deleteMany((s) => sessionEnded(backend, s))
  const tacs = await tables.tacs.deleteMany((t) => t.used || t.expires_at <= now)
  const attempts = await tables.attempts.deleteMany(
    (a) => a.window_start + a.window_ms <= now && (a.locked_until ?? 0) <= now,
  )
  const launches = await tables.launches.deleteMany((l) => !tables.sessions.get(l.token))
  // A state loaded from a file may hold more visits than the journal keeps: the oldest go.
  const excess = new Set(tables.ad_visits.all().slice(0, tables.ad_visits.size - adVisitsKept))
  const ad_visits = excess.size > 0 ? await tables.ad_visits.deleteMany((v) => excess.has(v)) : 0
  return { sessions, tacs, launches, attempts, ad_visits }
}

/**
 * Sweeps when the mock clock has moved {@link sweepEveryMs} since the last sweep (forwards or,
 * after the clock was set back, backwards). Cheap enough for every call: one clock read and a
 * comparison when nothing is due, and no promise to wait on.
 *
 * @example
 * const sweep = sweepIfDue(backend) // at the top of every product call
 * if (sweep) await sweep
 */
export function sweepIfDue(backend: MockBackend): Promise<SweepCount> | undefined {
  const now = backend.clock.now()
  const last = lastSweep.get(backend)
  if (last === undefined) {
    lastSweep.set(backend, now)
    return undefined
  }
  return Math.abs(now - last) >= sweepEveryMs ? sweepExpired(backend) : undefined
}
