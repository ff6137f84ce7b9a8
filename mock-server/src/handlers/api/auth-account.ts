import { toMinor, toWire } from '../../money.ts'
import { playerKey } from '../../db/database.ts'
import { hashPassword, newSalt, verifyPassword } from '../../password.ts'
import { endOtherSessions } from '../../sessions.ts'
import { ageOn } from '../../safer-play/age.ts'
import { setLimit } from '../../safer-play/limits.ts'
import { newPlayerRecord } from '../../seed/players.ts'
import { vipProgress } from '../../vip.ts'
import { hasDueDeposits } from '../../wallet/deposits.ts'
import type { ApiRoute, ApiRoutes } from '../api-types.ts'
import { failure, refuse, success } from '../envelope.ts'
import { playerOf } from './player-of.ts'
import { moneyCall, notMoney } from './provisional-common.ts'
import { isFailure, tenantOf } from './tenant-of.ts'
import { tooManyAttempts } from './too-many-attempts.ts'
import { countAttempt, lockedForMs } from '../../attempts/attempts.ts'

/** `/api/auth/signup`: creates a player who can then log in, with the deposit limit chosen at signup in force; a taken account_id is refused. */
const signup: ApiRoute<'/api/auth/signup'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const { backend, body, path } = context
  if (backend.tables.players.get(playerKey(tenant.domain_name, body.account_id))) {
    return refuse(path, `account_id "${body.account_id}" is already taken.`)
  }
  if (body.date_of_birth && ageOn(body.date_of_birth, backend.clock.now()) < tenant.min_age) {
    return failure(path, -500, `The minimum age on this site is ${tenant.min_age}.`, 'underAge')
  }
  const badLimit =
    body.deposit_limit && notMoney(path, 'deposit_limit.amount', body.deposit_limit.amount)
  if (badLimit) return badLimit
  const salt = newSalt()
  const {
    password,
    deposit_limit: depositLimit,
    domain_name: _domain,
    external_id: _external,
    ...fields
  } = body
  await backend.tables.players.insert(
    newPlayerRecord({
      ...fields,
      domain_name: tenant.domain_name,
      password_salt: salt,
      password_hash: await hashPassword(password, salt),
      vip: {
        total_deposit_minor: 0,
        total_turnover_minor: 0,
        cycle_start: new Date(backend.clock.now()).toISOString(),
      },
      created_at: new Date(backend.clock.now()).toISOString(),
    }),
  )
  if (depositLimit) {
    const owner = { domain_name: tenant.domain_name, account_id: body.account_id }
    await setLimit(backend, owner, 'deposit', depositLimit.period, toMinor(depositLimit.amount))
  }
  return success({ statusDetail: 'The account was created; you can log in now.' })
}

/**
 * `/api/auth/forgot_password`: the account id and phone must match a player. Each request
 * would send a text message, so they are rationed per account id and per tenant
 * (`tooManyAttempts`, attempts/attempt-rules.ts), whether or not they match.
 */
const forgotPassword: ApiRoute<'/api/auth/forgot_password'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const { backend, path } = context
  const account = { domain_name: tenant.domain_name, account_id: context.body.account_id }
  const site = { domain_name: tenant.domain_name, account_id: '' }
  const locked = Math.max(
    lockedForMs(backend, 'forgot-password', account),
    lockedForMs(backend, 'forgot-password-tenant', site),
  )
  if (locked > 0)
    return tooManyAttempts(path, locked, 'Too many password resets were requested; wait a while.')
  await countAttempt(backend, 'forgot-password', account)
  await countAttempt(backend, 'forgot-password-tenant', site)
  const player = context.backend.tables.players.get(
    playerKey(tenant.domain_name, context.body.account_id),
  )
  if (!player || player.contact_phone !== context.body.contact_phone) {
    return refuse(context.path, 'The account id and phone number do not match.')
  }
  return success({ statusDetail: 'A password reset link was sent to your phone.' })
}

/** `/api/auth/update_password`: checks the current password, then stores the new one. */
const updatePassword: ApiRoute<'/api/auth/update_password'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const { player } = who
  if (!(await verifyPassword(context.body.password, player.password_salt, player.password_hash))) {
    return refuse(context.path, 'The current password is wrong.')
  }
  const salt = newSalt()
  const hash = await hashPassword(context.body.new_password, salt)
  await context.backend.tables.players.update(
    playerKey(player.domain_name, player.account_id),
    (draft) => {
      draft.password_salt = salt
      draft.password_hash = hash
    },
  )
  // Whoever knew the old password is signed out everywhere else.
  await endOtherSessions(context.backend, who.session)
  return success({ statusDetail: 'The password was changed.' })
}

/** `/api/auth/get_balance`: the hot path — two Map lookups and a small object. */
const getBalance: ApiRoute<'/api/auth/get_balance'> = (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  // Deposits approve themselves lazily; the check costs nothing while no deposit exists.
  if (hasDueDeposits(context.backend, who.player))
    return moneyCall(context, ({ player }) =>
      success({ game_balance: toWire(player.game_balance_minor), game_token: player.game_token }),
    )
  return {
    statusCode: 1,
    statusMessage: 'OK',
    game_balance: toWire(who.player.game_balance_minor),
    game_token: who.player.game_token,
  }
}

/** `/api/auth/vip`: level and progress computed from stored deposit and turnover. */
const vip: ApiRoute<'/api/auth/vip'> = (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  return success({ nextLevel: [vipProgress(who.player, context.backend.clock.now())] })
}

/** Routes of the `auth` tag about the player's account. */
export const accountRoutes: ApiRoutes = {
  '/api/auth/get_balance': getBalance,
  '/api/auth/signup': signup,
  '/api/auth/forgot_password': forgotPassword,
  '/api/auth/update_password': updatePassword,
  '/api/auth/vip': vip,
}
