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
 * exactly as an ended one did (`sessionExpired`), so nothing a caller sees changes.
 *
 * @example
 * backend.clock.advance(31 * 60_000)
 * sweepExpired(backend).sessions // every session of the default lifetime
 */
export function sweepExpired(backend: MockBackend): SweepCount {
  const now = backend.clock.now()
  const { tables } = backend
  lastSweep.set(backend, now)
  const count: SweepCount = {
    sessions: tables.sessions.deleteWhere((s) => sessionEnded(backend, s)),
    tacs: tables.tacs.deleteWhere((t) => t.used || t.expires_at <= now),
    launches: 0,
    attempts: tables.attempts.deleteWhere(
      (a) => a.window_start + a.window_ms <= now && (a.locked_until ?? 0) <= now,
    ),
    ad_visits: 0,
  }
  count.launches = tables.launches.deleteWhere((l) => !tables.sessions.get(l.token))
  // A state loaded from a file may hold more visits than the journal keeps.
  while (tables.ad_visits.size > adVisitsKept) {
    tables.ad_visits.delete(String(tables.ad_visits.first()!.id))
    count.ad_visits += 1
  }
  return count
}

/**
 * Sweeps when the mock clock has moved {@link sweepEveryMs} since the last sweep (forwards or,
 * after the clock was set back, backwards). Cheap enough for every call: one clock read and a
 * comparison when nothing is due.
 *
 * @example
 * sweepIfDue(backend) // at the top of every product call
 */
export function sweepIfDue(backend: MockBackend): void {
  const now = backend.clock.now()
  const last = lastSweep.get(backend)
  if (last === undefined) {
    lastSweep.set(backend, now)
    return
  }
  if (Math.abs(now - last) >= sweepEveryMs) sweepExpired(backend)
}
