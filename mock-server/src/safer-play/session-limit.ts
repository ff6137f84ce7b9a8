import type { components } from '@playfront/contract/schema'
import type { MockBackend } from '../backend.ts'
import { iso } from '../clock.ts'
import { playerKey } from '../db/database.ts'
import type { Session } from '../models/session.ts'
import type { SessionLimitMinutes, SessionLimitRow } from '../models/session-limit.ts'
import type { Owner } from '../wallet/ledger.ts'
import { refusal, type Refusal } from '../wallet/refusal.ts'
import { coolingOffMs, isTighter } from './periods.ts'

type SessionTimeLimit = components['schemas']['SessionTimeLimit']

const minuteMs = 60_000
const rowOf = (backend: MockBackend, owner: Owner) =>
  backend.tables.session_limits.get(playerKey(owner.domain_name, owner.account_id))

/**
 * The player's session-time limit as the contract shows it, set or not.
 *
 * @example
 * sessionLimitView(backend, owner) // { minutes: 60, pending: null }
 */
export function sessionLimitView(backend: MockBackend, owner: Owner): SessionTimeLimit {
  const row = rowOf(backend, owner)
  const pending = row?.pending ?? null
  return {
    minutes: row?.minutes ?? null,
    pending: pending && {
      minutes: pending.minutes,
      requested_date: iso(pending.requested_at),
      available_date: iso(pending.requested_at + coolingOffMs),
      confirmable: backend.clock.now() >= pending.requested_at + coolingOffMs,
    },
  }
}

/**
 * When a session ends by its player's session-time limit in force now (its start plus the
 * limit), or null without a limit. A lower limit therefore applies to a running session too.
 *
 * @example
 * sessionLimitEnd(backend, session) // session.created_at + 30 * 60_000 with a 30-minute limit
 */
export function sessionLimitEnd(backend: MockBackend, session: Session): number | null {
  const minutes = rowOf(backend, session)?.minutes ?? null
  return minutes === null ? null : session.created_at + minutes * minuteMs
}

/**
 * True when a session has ended, by its lifetime, by being ended, or by the session-time limit.
 *
 * @example
 * if (sessionEnded(backend, session)) return { ok: false, reason: 'sessionExpired' }
 */
export function sessionEnded(backend: MockBackend, session: Session): boolean {
  const now = backend.clock.now()
  const limitEnd = sessionLimitEnd(backend, session)
  return session.expires_at <= now || (limitEnd !== null && limitEnd <= now)
}

async function writeLimit(
  backend: MockBackend,
  owner: Owner,
  change: Pick<SessionLimitRow, 'minutes' | 'pending'>,
): Promise<void> {
  await backend.tables.session_limits.upsert(
    playerKey(owner.domain_name, owner.account_id),
    () => ({ domain_name: owner.domain_name, account_id: owner.account_id, ...change }),
    (draft) => {
      draft.minutes = change.minutes
      draft.pending = change.pending
    },
  )
}

/**
 * Sets the session-time limit the way safer-play rules ask: a new or lower limit applies at
 * once (to the running sessions too); a higher one or a removal (`null`) waits for the
 * cooling-off delay and the player's confirmation while the current limit holds; the current
 * limit again drops a waiting change.
 *
 * @example
 * await setSessionLimit(backend, owner, 60) // applies at once
 * await setSessionLimit(backend, owner, 120) // pending for 24 hours
 */
export async function setSessionLimit(
  backend: MockBackend,
  owner: Owner,
  minutes: SessionLimitMinutes,
): Promise<SessionTimeLimit> {
  const current = rowOf(backend, owner)?.minutes ?? null
  if (isTighter(current, minutes)) await writeLimit(backend, owner, { minutes, pending: null })
  else if (current !== null) {
    const pending = { minutes, requested_at: backend.clock.now() }
    await writeLimit(backend, owner, { minutes: current, pending })
  }
  return sessionLimitView(backend, owner)
}

/**
 * Confirms (`accept`) or drops a waiting raise or removal of the session-time limit.
 * Confirming works only once the cooling-off delay has passed; dropping works at any time.
 *
 * @example
 * await confirmSessionLimit(backend, owner, true) // limitNotReady before 24 hours
 */
export async function confirmSessionLimit(
  backend: MockBackend,
  owner: Owner,
  accept: boolean,
): Promise<SessionTimeLimit | Refusal> {
  const row = rowOf(backend, owner)
  if (!row?.pending) return refusal('notFound', 'No change of the session-time limit waits.')
  const from = row.pending.requested_at + coolingOffMs
  if (accept && backend.clock.now() < from) {
    const minutes = row.pending.minutes === null ? 'none' : `${row.pending.minutes} minutes`
    return refusal(
      'limitNotReady',
      `The session-time limit of ${minutes} can be confirmed from ${iso(from)}.`,
    )
  }
  await writeLimit(backend, owner, {
    minutes: accept ? row.pending.minutes : row.minutes,
    pending: null,
  })
  return sessionLimitView(backend, owner)
}
