import type { MockBackend } from '../../backend.ts'
import { playerKey } from '../../db/database.ts'
import type { Tac, TacPurpose } from '../../models/tac.ts'
import type { Tenant } from '../../models/tenant.ts'
import { clearAttempts, countAttempt, lockedForMs } from '../../attempts/attempts.ts'
import type { ApiContext, ApiPath, ApiRoute, ApiRoutes, ResponseBodyOf } from '../api-types.ts'
import { refuse, success } from '../envelope.ts'
import { loginSuccess, statusProblem } from './auth-login.ts'
import { breakRefusal } from './provisional-safer-play.ts'
import { isFailure, tenantOf } from './tenant-of.ts'
import { tooManyAttempts } from './too-many-attempts.ts'

function sixDigits(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1))
  return String(n % 1_000_000).padStart(6, '0')
}

async function issueTac(
  backend: MockBackend,
  tenant: Tenant,
  account: string,
  purpose: TacPurpose,
): Promise<Tac> {
  const now = backend.clock.now()
  // Only the latest code of a purpose counts, so the earlier ones go: a player holds at most one per purpose.
  const tacs = backend.tables.tacs
  for (const t of tacs.inGroup(playerKey(tenant.domain_name, account)))
    if (t.purpose === purpose) tacs.delete(String(t.id))
  return tacs.insert({
    id: backend.nextId('tacs'),
    domain_name: tenant.domain_name,
    account_id: account,
    purpose,
    tac: sixDigits(),
    created_at: now,
    expires_at: now + backend.tacLifetimeMs,
    used: false,
  })
}

const wrongCode = 'The code is wrong, used or expired; request a new one.'
const spentCode = 'Too many wrong codes: the code is spent; request a new one.'

/**
 * The latest usable code of an account id (for `purpose`, when given) if it equals `tac`; else
 * the refusal, the same for an unknown account, no code, a wrong, used or expired one. Wrong
 * tries are counted per account id: the fifth spends the code (`tooManyAttempts`) until a new
 * one is requested (attempts/attempt-rules.ts).
 */
async function checkTac<P extends ApiPath>(
  context: ApiContext<P>,
  tenant: Tenant,
  account: string,
  tac: string,
  purpose?: TacPurpose,
): Promise<Tac | ResponseBodyOf<P>> {
  const { backend, path } = context
  const who = { domain_name: tenant.domain_name, account_id: account }
  const locked = lockedForMs(backend, 'tac', who)
  if (locked > 0) return tooManyAttempts(path, locked, spentCode)
  const latest = backend.tables.tacs
    .inGroup(playerKey(tenant.domain_name, account))
    .filter((t) => !purpose || t.purpose === purpose)
    .at(-1)
  const usable =
    latest && !latest.used && latest.expires_at > backend.clock.now() ? latest : undefined
  if (usable?.tac === tac) return usable
  const lockMs = await countAttempt(backend, 'tac', who)
  if (lockMs === 0) return refuse(path, wrongCode)
  if (usable) await spend(backend, usable)
  return tooManyAttempts(path, lockMs, spentCode)
}

const spend = (backend: MockBackend, code: Tac) =>
  backend.tables.tacs.update(String(code.id), (draft) => {
    draft.used = true
  })

const sent = success({ statusDetail: 'A six-digit code was sent to your phone.' })

/**
 * Rations codes per account id (five per 15 minutes), then issues one when `issue`; a new code
 * gives a fresh five tries. An unknown account id is counted and answered the same, without a
 * code, so the answer tells nobody whether the account exists.
 */
async function requestCode<P extends ApiPath>(
  context: ApiContext<P>,
  tenant: Tenant,
  purpose: TacPurpose,
  issue: boolean,
): Promise<ResponseBodyOf<P>> {
  const { backend, path } = context
  const account = (context.body as { account_id: string }).account_id
  const who = { domain_name: tenant.domain_name, account_id: account }
  const locked = lockedForMs(backend, 'tac-request', who)
  if (locked > 0)
    return tooManyAttempts(path, locked, 'Too many codes were requested for this account.')
  await countAttempt(backend, 'tac-request', who)
  clearAttempts(backend, 'tac', who)
  if (issue) await issueTac(backend, tenant, account, purpose)
  return sent as ResponseBodyOf<P>
}

/** `/api/auth/tac/request_new_register`: a code for an account id that is still free. */
const requestRegister: ApiRoute<'/api/auth/tac/request_new_register'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  if (context.backend.tables.players.get(playerKey(tenant.domain_name, context.body.account_id))) {
    return refuse(context.path, `account_id "${context.body.account_id}" is already taken.`)
  }
  return requestCode(context, tenant, 'register', true)
}

/** `/api/auth/tac/request_login`: a code to log an existing player in (an unknown one gets the same answer, and no code). */
const requestLogin: ApiRoute<'/api/auth/tac/request_login'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const known = context.backend.tables.players.get(
    playerKey(tenant.domain_name, context.body.account_id),
  )
  return requestCode(context, tenant, 'login', Boolean(known))
}

/** `/api/auth/tac/verify`: checks the latest code without using it up. */
const verify: ApiRoute<'/api/auth/tac/verify'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const result = await checkTac(context, tenant, context.body.account_id, context.body.tac)
  return isFailure(result) ? result : success({ statusDetail: 'The code is correct.' })
}

/** `/api/auth/login_tac`: logs in with the latest login code, which is then used up. */
const loginTac: ApiRoute<'/api/auth/login_tac'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const { backend, body, path } = context
  const result = await checkTac(context, tenant, body.account_id, body.tac, 'login')
  if (isFailure(result)) return result
  const player = backend.tables.players.get(playerKey(tenant.domain_name, body.account_id))!
  const problem = statusProblem(player)
  if (problem) return refuse(path, problem)
  const onBreak = breakRefusal(context, path, tenant.domain_name, body.account_id)
  if (onBreak) return onBreak
  await spend(backend, result)
  clearAttempts(backend, 'tac', { domain_name: tenant.domain_name, account_id: body.account_id })
  return loginSuccess(backend, player, context.userAgent)
}

/** Routes of the `auth` tag about one-time codes (tac). */
export const tacRoutes: ApiRoutes = {
  '/api/auth/tac/request_new_register': requestRegister,
  '/api/auth/tac/request_login': requestLogin,
  '/api/auth/tac/verify': verify,
  '/api/auth/login_tac': loginTac,
}
