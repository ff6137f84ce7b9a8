import type { Player } from '../../models/player.ts'
import type { Session } from '../../models/session.ts'
import { checkSession } from '../../sessions.ts'
import type { ApiContext, ApiPath, ResponseBodyOf } from '../api-types.ts'
import { sessionFailure } from '../envelope.ts'

/**
 * The player of a player call (account_id plus auth), or the session failure body.
 *
 * @example
 * const who = playerOf(context)
 * if ('statusCode' in who) return who
 * who.player.game_balance
 */
export function playerOf<P extends ApiPath>(
  context: ApiContext<P>,
): { player: Player; session: Session } | ResponseBodyOf<P> {
  const { account_id, auth } = context.body as { account_id: string; auth: string }
  const check = checkSession(context.backend, auth, account_id, context.scenarios)
  return check.ok ? check : sessionFailure(context.path, check.reason)
}
