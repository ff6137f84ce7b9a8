import type { MockBackend } from '../backend.ts'
import { playerKey } from '../db/database.ts'
import type { Bet } from '../models/player-records.ts'
import { moneyText } from '../money.ts'
import { changeBalance, type Owner } from './ledger.ts'
import { refuseOverLimit } from '../safer-play/limits.ts'
import { refuseAboveMaxBalance, refuseAboveMaxStake } from './money-bounds.ts'
import { refusal, type Refusal } from './refusal.ts'
import { addTurnover } from './turnover.ts'

/** One round as the player asks for it, the stake in minor units. */
export interface DemoBetInput {
  game_code: string
  stake_minor: number
  outcome: 'win' | 'lose'
}

/**
 * Plays one round of the demo game: the stake leaves the balance and pays off turnover; a win
 * pays twice the stake; a stake above `max_stake`, or a win that would pass `max_balance`, is
 * refused. Both moves get ledger entries and the round a bet record. Call inside
 * the player's lock.
 *
 * @example
 * await placeDemoBet(backend, owner, { game_code: 'PG-001', stake_minor: 1_000, outcome: 'win' })
 */
export async function placeDemoBet(
  backend: MockBackend,
  owner: Owner,
  input: DemoBetInput,
): Promise<Bet | Refusal> {
  const key = playerKey(owner.domain_name, owner.account_id)
  const stake = input.stake_minor
  const balance = backend.tables.players.get(key)!.game_balance_minor
  if (stake > balance)
    return refusal(
      'insufficientBalance',
      `The stake ${moneyText(stake)} is more than the balance ${moneyText(balance)}.`,
    )
  const bound =
    refuseAboveMaxStake(backend, owner, stake) ??
    (input.outcome === 'win'
      ? refuseAboveMaxBalance(backend, owner, stake, `A win of ${moneyText(stake * 2)}`)
      : undefined) ??
    refuseOverLimit(backend, owner, 'loss', stake)
  if (bound) return bound
  const bet_id = backend.tables.bets.nextSerial()
  const ref = `bet:${bet_id}`
  await changeBalance(backend, owner, {
    minor: -stake,
    type: 'bet',
    description: `Bet ${bet_id} on ${input.game_code}`,
    ref,
  })
  const payout = input.outcome === 'win' ? stake * 2 : 0
  if (payout > 0)
    await changeBalance(backend, owner, {
      minor: payout,
      type: 'win',
      description: `Win of bet ${bet_id} on ${input.game_code}`,
      ref,
    })
  await addTurnover(backend, owner, -stake)
  await backend.tables.players.update(key, (draft) => {
    draft.vip.total_turnover_minor += stake
  })
  return backend.tables.bets.insert({
    bet_id,
    ...owner,
    game_code: input.game_code,
    bet_type: 'spin',
    home_away: '',
    criteria1: '',
    home_team_names: {},
    away_team_names: {},
    stake_minor: stake,
    payout_minor: payout,
    status: payout > 0 ? 'won' : 'lost',
    created_at: backend.clock.now(),
  })
}
