import type { MockBackend } from '../backend.ts'
import type { Jackpot } from '../models/jackpot.ts'
import { jackpotNow } from './jackpot-now.ts'

/**
 * The key of a jackpot in its table: tenant and id.
 *
 * @example
 * jackpotKey('localhost', 1) // 'localhost|1'
 */
export const jackpotKey = (domain: string, jackpotId: number): string => `${domain}|${jackpotId}`

/**
 * A player wins the jackpot now: it pays what it has grown to, which becomes its `last_won`, and
 * a new run starts from the seed amount. What QA uses to show a win without waiting for one.
 *
 * @example
 * const won = await winJackpot(backend, backend.tables.jackpots.get('localhost|1')!)
 * won.last_won?.won_at === backend.clock.now() // true
 */
export async function winJackpot(backend: MockBackend, jackpot: Jackpot): Promise<Jackpot> {
  const now = backend.clock.now()
  const { amount_minor } = jackpotNow(jackpot, now)
  const key = jackpotKey(jackpot.domain_name, jackpot.jackpot_id)
  const won = await backend.tables.jackpots.update(key, (draft) => {
    draft.last_won = { amount_minor, won_at: now }
    draft.run_started_at = now
  })
  return won ?? jackpot
}
