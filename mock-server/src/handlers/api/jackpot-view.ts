import { iso } from '../../clock.ts'
import { jackpotNow } from '../../jackpots/jackpot-now.ts'
import type { Jackpot } from '../../models/jackpot.ts'
import { toWire } from '../../money.ts'
import type { Schema } from '../api-types.ts'

/**
 * A jackpot as the contract shows it at `now`, in the tenant's currency.
 *
 * @example
 * jackpotView(jackpot, 'PHP', backend.clock.now()) // { jackpot_id: 1, tier: 'grand', amount: 1254310.25, … }
 */
export function jackpotView(jackpot: Jackpot, currency: string, now: number): Schema<'Jackpot'> {
  const { amount_minor, last_won } = jackpotNow(jackpot, now)
  return {
    jackpot_id: jackpot.jackpot_id,
    tier: jackpot.tier,
    amount: toWire(amount_minor),
    currency,
    growth_per_hour: toWire(jackpot.per_minute_minor * 60),
    last_won: last_won && { amount: toWire(last_won.amount_minor), won_date: iso(last_won.won_at) },
  }
}
