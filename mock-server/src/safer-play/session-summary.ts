import { iso } from '../clock.ts'
import type { components } from '@playfront/contract/schema'
import type { MockBackend } from '../backend.ts'
import { ownerGroup, playerKey } from '../db/database.ts'
import type { Session } from '../models/session.ts'
import { toWire } from '../money.ts'
import { sessionLimitEnd, sessionLimitView } from './session-limit.ts'

type Summary = components['schemas']['PlaySessionSummary']
type Minutes = Summary['reality_check_minutes']

const minuteMs = 60_000

/**
 * The reality-check interval a player chose (0 = never).
 *
 * @example
 * realityCheckMinutes(backend, session) // 30
 */
export const realityCheckMinutes = (backend: MockBackend, session: Session): Minutes =>
  backend.tables.reality_checks.get(playerKey(session.domain_name, session.account_id))?.minutes ??
  0

/**
 * The time and net result of a session, with when its next reality check is due (every
 * interval from the start of the session) and when the session-time limit ends it.
 *
 * @example
 * sessionSummary(backend, session) // { minutes_played: 40, net_result: -250, next_check_date: '…T10:00:00.000Z', … }
 */
export function sessionSummary(backend: MockBackend, session: Session): Summary {
  const now = backend.clock.now()
  const elapsed = Math.max(0, now - session.created_at)
  const net = backend.tables.bets
    .inGroup(ownerGroup(session))
    .filter((b) => b.created_at >= session.created_at)
    .reduce((sum, b) => sum + b.payout_minor - b.stake_minor, 0)
  const minutes = realityCheckMinutes(backend, session)
  const every = minutes * minuteMs
  const limitEnd = sessionLimitEnd(backend, session)
  return {
    started_date: iso(session.created_at),
    minutes_played: Math.floor(elapsed / minuteMs),
    net_result: toWire(net),
    reality_check_minutes: minutes,
    next_check_date:
      minutes === 0 ? null : iso(session.created_at + (Math.floor(elapsed / every) + 1) * every),
    session_limit: sessionLimitView(backend, session),
    ends_date: limitEnd === null ? null : iso(limitEnd),
  }
}

/**
 * Stores how often the player wants the reality check.
 *
 * @example
 * await setRealityCheck(backend, session, 30)
 */
export async function setRealityCheck(
  backend: MockBackend,
  session: Session,
  minutes: Minutes,
): Promise<void> {
  await backend.tables.reality_checks.upsert(
    playerKey(session.domain_name, session.account_id),
    () => ({ domain_name: session.domain_name, account_id: session.account_id, minutes }),
    (draft) => {
      draft.minutes = minutes
    },
  )
}
