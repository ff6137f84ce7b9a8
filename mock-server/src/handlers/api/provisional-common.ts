import type { Player } from '../../models/player.ts'
import type { Session } from '../../models/session.ts'
import { hasCents } from '../../money.ts'
import { settleDueDeposits } from '../../wallet/deposits.ts'
import type { Owner } from '../../wallet/ledger.ts'
import { withPlayerLock } from '../../wallet/player-lock.ts'
import type { Refusal } from '../../wallet/refusal.ts'
import type { ApiContext, ApiPath, ResponseBodyOf } from '../api-types.ts'
import { failure, refuse } from '../envelope.ts'
import { playerOf } from './player-of.ts'
import { isFailure } from './tenant-of.ts'

/**
 * The failure body of a refusal: statusCode -500 with the refusal key as statusMessage.
 *
 * @example
 * refused('/api/wallet/withdraw', refusal('bankAccountRequired', 'Add a bank account first.'))
 */
export function refused<P extends ApiPath>(path: P, r: Refusal): ResponseBodyOf<P> {
  const body = failure(path, -500, r.detail, r.refusal)
  return r.limit ? { ...body, limit: r.limit } : body
}

/** The logged-in player of a call, as the owner of money. */
export interface Who {
  player: Player
  session: Session
  owner: Owner
}

/**
 * Runs a player call that reads or moves money: checks the session, then, alone for that player
 * (so concurrent calls cannot interleave), settles deposits past the approval delay and runs
 * `work` on the player as stored after that.
 *
 * @example
 * const withdraw: ApiRoute<'/api/wallet/withdraw'> = (context) => moneyCall(context, async (who) => ...)
 */
export async function moneyCall<P extends ApiPath>(
  context: ApiContext<P>,
  work: (who: Who) => Promise<ResponseBodyOf<P>> | ResponseBodyOf<P>,
): Promise<ResponseBodyOf<P>> {
  const checked = playerOf(context)
  if (isFailure(checked)) return checked
  const owner = { domain_name: checked.player.domain_name, account_id: checked.player.account_id }
  const key = `${owner.domain_name}|${owner.account_id}`
  const { backend } = context
  return withPlayerLock(backend, key, async () => {
    await settleDueDeposits(backend, owner)
    return work({ player: backend.tables.players.get(key)!, session: checked.session, owner })
  })
}

/**
 * The failure for an amount with more than two decimals, or undefined when it is money.
 *
 * @example
 * const bad = notMoney(path, 'amount', body.amount)
 * if (bad) return bad
 */
export function notMoney<P extends ApiPath>(
  path: P,
  field: string,
  amount: number,
): ResponseBodyOf<P> | undefined {
  return hasCents(amount)
    ? undefined
    : refuse(path, `Invalid request body: ${field}: must have at most two decimals`)
}
