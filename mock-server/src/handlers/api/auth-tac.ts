import type { MockBackend } from '../../backend.ts'
import { playerKey } from '../../db/database.ts'
import type { Tac, TacPurpose } from '../../models/tac.ts'
import type { Tenant } from '../../models/tenant.ts'
import type { ApiRoute, ApiRoutes } from '../api-types.ts'
import { refuse, success } from '../envelope.ts'
import { loginSuccess, statusProblem } from './auth-login.ts'
import { breakRefusal } from './provisional-safer-play.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

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
  return backend.tables.tacs.insert({
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

/** The latest code of a player, if it is unused, unexpired and equal to `tac`; else the reason. */
function checkTac(
  backend: MockBackend,
  tenant: Tenant,
  account: string,
  tac: string,
  purpose?: TacPurpose,
): Tac | string {
  const latest = backend.tables.tacs
    .inGroup(playerKey(tenant.domain_name, account))
    .filter((t) => !purpose || t.purpose === purpose)
    .at(-1)
  if (!latest) return 'No code was requested for this account.'
  if (latest.tac !== tac) return 'The code is wrong.'
  if (latest.used) return 'The code was already used.'
  if (latest.expires_at <= backend.clock.now()) return 'The code has expired; request a new one.'
  return latest
}

const sent = success({ statusDetail: 'A six-digit code was sent to your phone.' })

/** `/api/auth/tac/request_new_register`: a code for an account id that is still free. */
const requestRegister: ApiRoute<'/api/auth/tac/request_new_register'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  if (context.backend.tables.players.get(playerKey(tenant.domain_name, context.body.account_id))) {
    return refuse(context.path, `account_id "${context.body.account_id}" is already taken.`)
  }
  await issueTac(context.backend, tenant, context.body.account_id, 'register')
  return sent
}

/** `/api/auth/tac/request_login`: a code to log an existing player in. */
const requestLogin: ApiRoute<'/api/auth/tac/request_login'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  if (!context.backend.tables.players.get(playerKey(tenant.domain_name, context.body.account_id))) {
    return refuse(context.path, `Unknown account_id "${context.body.account_id}".`)
  }
  await issueTac(context.backend, tenant, context.body.account_id, 'login')
  return sent
}

/** `/api/auth/tac/verify`: checks the latest code without using it up. */
const verify: ApiRoute<'/api/auth/tac/verify'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const result = checkTac(context.backend, tenant, context.body.account_id, context.body.tac)
  return typeof result === 'string'
    ? refuse(context.path, result)
    : success({ statusDetail: 'The code is correct.' })
}

/** `/api/auth/login_tac`: logs in with the latest login code, which is then used up. */
const loginTac: ApiRoute<'/api/auth/login_tac'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const { backend, body, path } = context
  const player = backend.tables.players.get(playerKey(tenant.domain_name, body.account_id))
  if (!player) return refuse(path, `Unknown account_id "${body.account_id}".`)
  const result = checkTac(backend, tenant, body.account_id, body.tac, 'login')
  if (typeof result === 'string') return refuse(path, result)
  const problem = statusProblem(player)
  if (problem) return refuse(path, problem)
  const onBreak = breakRefusal(context, path, tenant.domain_name, body.account_id)
  if (onBreak) return onBreak
  await backend.tables.tacs.update(String(result.id), (draft) => {
    draft.used = true
  })
  return loginSuccess(backend, player, context.userAgent)
}

/** Routes of the `auth` tag about one-time codes (tac). */
export const tacRoutes: ApiRoutes = {
  '/api/auth/tac/request_new_register': requestRegister,
  '/api/auth/tac/request_login': requestLogin,
  '/api/auth/tac/verify': verify,
  '/api/auth/login_tac': loginTac,
}
