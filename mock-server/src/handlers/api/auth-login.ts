import type { MockBackend } from '../../backend.ts'
import { playerKey } from '../../db/database.ts'
import type { Player } from '../../models/player.ts'
import { verifyPassword } from '../../password.ts'
import { openSession } from '../../sessions.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { refuse, success } from '../envelope.ts'
import { breakRefusal } from './provisional-safer-play.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

/** The login success body of spec section 7: token, user, fullname, email. */
export async function loginSuccess(
  backend: MockBackend,
  player: Player,
  userAgent = '',
): Promise<Schema<'LoginResponse'>> {
  const { token } = await openSession(backend, player.domain_name, player.account_id, userAgent)
  return success({
    token,
    user: {
      account_id: player.account_id,
      session_token: token,
      full_name: player.full_name,
      contact_email: player.contact_email,
    },
    fullname: player.full_name,
    email: player.contact_email,
  })
}

const statusRefusal = { BLOCK: 'The account is blocked.', CLOSE: 'The account is closed.' } as const

/** A refusal text when the player cannot log in because of its status. */
export function statusProblem(player: Player): string | undefined {
  return player.status === 'ACTIVE' ? undefined : statusRefusal[player.status]
}

/** `/api/auth/login`: account id and password; a wrong pair is refused with -500. */
const login: ApiRoute<'/api/auth/login'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const { account_id, password } = context.body
  const player = context.backend.tables.players.get(playerKey(tenant.domain_name, account_id))
  if (!player || !(await verifyPassword(password, player.password_salt, player.password_hash))) {
    return refuse(context.path, 'Wrong account id or password.')
  }
  const problem = statusProblem(player)
  if (problem) return refuse(context.path, problem)
  const onBreak = breakRefusal(context, context.path, tenant.domain_name, account_id)
  if (onBreak) return onBreak
  return loginSuccess(context.backend, player, context.userAgent)
}

/** Routes of the `auth` tag that log a player in with a password. */
export const loginRoutes: ApiRoutes = { '/api/auth/login': login }
