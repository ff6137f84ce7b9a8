import type { RequestBody } from '@playfront/contract/types'
import type { MockBackend } from '../backend.ts'
import { playerKey } from '../db/database.ts'
import type { Bet } from '../models/player-records.ts'
import { addMoney, toCents } from '../money.ts'
import { changeBalance, type Owner } from './ledger.ts'
import { refuseOverLimit } from '../safer-play/limits.ts'
import { refuseAboveMaxBalance, refuseAboveMaxStake } from './money-bounds.ts'
import { nextId } from './next-id.ts'
import { refusal, type Refusal } from './refusal.ts'
import { addTurnover } from './turnover.ts'

/**
 * Plays one round of the demo game: the stake leaves the balance and pays off turnover; a win
 * pays twice the stake; a stake above `max_stake`, or a win that would pass `max_balance`, is
 * refused. Both moves get ledger entries and the round a bet record. Call inside
 * the player's lock.
 *
 * @example
 * await placeDemoBet(backend, owner, { game_code: 'PG-001', stake: 10, outcome: 'win' })
 */
export async function placeDemoBet(
  backend: MockBackend,
  owner: Owner,
  input: Pick<RequestBody<'/api/game/demo_bet'>, 'game_code' | 'stake' | 'outcome'>,
): Promise<Bet | Refusal> {
  const key = playerKey(owner.domain_name, owner.account_id)
  const balance = backend.tables.players.get(key)!.game_balance
  if (toCents(input.stake) > toCents(balance))
    return refusal(
      'insufficientBalance',
      `The stake ${input.stake} is more than the balance ${balance}.`,
    )
  const bound =
    refuseAboveMaxStake(backend, owner, input.stake) ??
    (input.outcome === 'win'
      ? refuseAboveMaxBalance(
          backend,
          owner,
          toCents(input.stake),
          `A win of ${addMoney(input.stake, input.stake)}`,
        )
      : undefined) ??
    refuseOverLimit(backend, owner, 'loss', toCents(input.stake))
  if (bound) return bound
  const bet_id = nextId(backend.tables.bets.all(), (b) => b.bet_id)
  const ref = `bet:${bet_id}`
  await changeBalance(backend, owner, {
    cents: -toCents(input.stake),
    type: 'bet',
    description: `Bet ${bet_id} on ${input.game_code}`,
    ref,
  })
  const payout = input.outcome === 'win' ? addMoney(input.stake, input.stake) : 0
  if (payout > 0)
    await changeBalance(backend, owner, {
      cents: toCents(payout),
      type: 'win',
      description: `Win of bet ${bet_id} on ${input.game_code}`,
      ref,
    })
  await addTurnover(backend, owner, -toCents(input.stake))
  await backend.tables.players.update(key, (draft) => {
    draft.vip.total_turnover = addMoney(draft.vip.total_turnover, input.stake)
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
    stake: input.stake,
    payout,
    status: payout > 0 ? 'won' : 'lost',
    created_at: backend.clock.now(),
  })
}
