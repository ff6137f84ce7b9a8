import { iso } from '../clock.ts'
import type { components } from '@playfront/contract/schema'
import type { MockBackend } from '../backend.ts'
import { playerKey } from '../db/database.ts'
import type { PlayBreakRow } from '../models/safer-play.ts'
import { expireSessions } from '../sessions.ts'
import type { Owner } from '../wallet/ledger.ts'
import { refusal, type Refusal } from '../wallet/refusal.ts'
import { breakEnd } from './periods.ts'

const durationsOf: Record<PlayBreakRow['type'], readonly PlayBreakRow['duration'][]> = {
  timeout: ['P1D', 'P7D', 'P30D'],
  self_exclusion: ['P6M', 'P1Y', 'P5Y'],
}

/**
 * A break as the contract shows it.
 *
 * @example
 * breakView(row).until_date // '2025-06-09T09:00:00.000Z'
 */
export const breakView = (row: PlayBreakRow): components['schemas']['PlayBreak'] => ({
  type: row.type,
  duration: row.duration,
  started_date: iso(row.started_at),
  until_date: iso(row.until_at),
})

/**
 * The break that keeps a player out now, if any.
 *
 * @example
 * activeBreak(backend, 'casino1.localhost', 'demo')?.type // 'self_exclusion'
 */
export function activeBreak(
  backend: MockBackend,
  domain: string,
  account: string,
): PlayBreakRow | undefined {
  const row = backend.tables.play_breaks.get(playerKey(domain, account))
  return row && row.until_at > backend.clock.now() ? row : undefined
}

/**
 * Starts a time-out or a self-exclusion: every session of the player ends at once and login is
 * refused until it is over. Nothing shortens it: a break already running is never replaced.
 *
 * @example
 * await takeBreak(backend, owner, 'timeout', 'P7D')
 */
export async function takeBreak(
  backend: MockBackend,
  owner: Owner,
  type: PlayBreakRow['type'],
  duration: PlayBreakRow['duration'],
): Promise<PlayBreakRow | Refusal> {
  if (!durationsOf[type].includes(duration)) {
    return refusal(
      'notEligible',
      `A ${type} lasts ${durationsOf[type].join(', ')}, not ${duration}.`,
    )
  }
  const running = activeBreak(backend, owner.domain_name, owner.account_id)
  if (running) return running
  const now = backend.clock.now()
  const row = { ...owner, type, duration, started_at: now, until_at: breakEnd(duration, now) }
  const key = playerKey(owner.domain_name, owner.account_id)
  if (backend.tables.play_breaks.get(key)) backend.tables.play_breaks.delete(key)
  const saved = await backend.tables.play_breaks.insert(row)
  await expireSessions(backend, owner.domain_name, owner.account_id)
  return saved
}
