import type { MockBackend } from '../../backend.ts'
import { playerKey } from '../../db/database.ts'
import type { Player } from '../../models/player.ts'
import { clearAttempts, countAttempt, lockedForMs } from '../../attempts/attempts.ts'
import { hashPassword, verifyPassword } from '../../password.ts'
import { openSession } from '../../sessions.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { refuse, success } from '../envelope.ts'
import { breakRefusal } from './provisional-safer-play.ts'
import { isFailure, tenantOf } from './tenant-of.ts'
import { tooManyAttempts } from './too-many-attempts.ts'

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

const unknownSalt = 'no-such-account'
let unknownHash: Promise<string> | undefined

/**
 * Checks a password against a player, or against a made-up hash when there is no such player,
 * so that an unknown account costs the same time as a wrong password and cannot be told apart.
 */
async function passwordMatches(player: Player | undefined, password: string): Promise<boolean> {
  if (player) return verifyPassword(password, player.password_salt, player.password_hash)
  unknownHash ??= hashPassword(crypto.randomUUID(), unknownSalt)
  await verifyPassword(password, unknownSalt, await unknownHash)
  return false
}

const lockDetail = 'Too many wrong passwords: password login is locked for a while.'

/**
 * `/api/auth/login`: account id and password; a wrong pair is refused with -500, the same for an
 * unknown account as for a wrong password. Ten wrong passwords lock password login of that
 * account id for 15 minutes of the mock clock (`tooManyAttempts`, attempts/attempt-rules.ts).
 */
const login: ApiRoute<'/api/auth/login'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const { backend, path } = context
  const { account_id, password } = context.body
  const who = { domain_name: tenant.domain_name, account_id }
  const locked = lockedForMs(backend, 'password', who)
  if (locked > 0) return tooManyAttempts(path, locked, lockDetail)
  const player = backend.tables.players.get(playerKey(tenant.domain_name, account_id))
  if (!(await passwordMatches(player, password)) || !player) {
    const lockMs = await countAttempt(backend, 'password', who)
    return lockMs > 0
      ? tooManyAttempts(path, lockMs, lockDetail)
      : refuse(path, 'Wrong account id or password.')
  }
  clearAttempts(backend, 'password', who)
  const problem = statusProblem(player)
  if (problem) return refuse(context.path, problem)
  const onBreak = breakRefusal(context, context.path, tenant.domain_name, account_id)
  if (onBreak) return onBreak
  return loginSuccess(context.backend, player, context.userAgent)
}

/** Routes of the `auth` tag that log a player in with a password. */
export const loginRoutes: ApiRoutes = { '/api/auth/login': login }
