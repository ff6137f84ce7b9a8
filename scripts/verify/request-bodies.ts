import { validateRequest } from '@playfront/contract/validators'
import { requestMedia } from './contract-document.ts'
import { sampleFromSchema } from './sample-from-schema.ts'

/** Who the suite speaks for: the tenant and the player given on the command line. */
export interface Identity {
  domain: string
  externalId: string
  account: string
  password: string
  token: string
  /** A fresh account id for calls that create a player (signup), so no one else's is touched. */
  newAccount: string
  /** The player's name and email as login answered them: a profile update sends them back unchanged. */
  profile?: { full_name: unknown; contact_email: unknown }
}

/** A body to send, named after where it came from. */
export interface NamedBody {
  name: string
  body: Record<string, unknown>
}

// Calls that create a player act for a new account, never for the given one.
const newPlayerCalls = new Set(['/api/auth/signup', '/api/auth/tac/request_new_register'])

// Careful bodies: what a player could do, chosen so that the run leaves the account as it was.
// A withdrawal below any minimum, a bank that does not exist, changes and claims on ids that do not exist, the
// password "changed" to itself, the profile sent back with the name and email it has.
const careful: Record<string, Record<string, unknown>> = {
  '/api/wallet/withdraw': { amount: 0.01 },
  '/api/wallet/deposit': { amount: 0.01 },
  '/api/game/demo_bet': { stake: 0.01 },
  '/api/bank/remove_account': { bank_account_id: 999_999_999 },
  '/api/bank/set_default': { bank_account_id: 999_999_999 },
  '/api/settings/claim_inbox': { inbox_id: 999_999_999 },
  '/api/promotion/apply': { promotion_id: 999_999_999 },
  '/api/mission/claim': { mission_id: 999_999_999 },
  '/api/bank/add_account': { bank_code: 'NO-SUCH-BANK' },
  // Safer play: no limit is tightened (null only asks to remove one, which waits a day and a
  // confirmation), and the only break asked for is one the backend must refuse, so the player
  // of the run is never locked out.
  '/api/safer_play/set_limit': { amount: null },
  '/api/safer_play/confirm_limit': { accept: false },
  '/api/safer_play/set_session_limit': { minutes: null },
  '/api/safer_play/confirm_session_limit': { accept: false },
  '/api/safer_play/take_break': { type: 'timeout', duration: 'P6M' },
  // A document that is not an image: the backend must refuse it, so the player's check is untouched.
  '/api/account/kyc_upload': { data: 'bm90IGFuIGltYWdl' },
}
const profileUpdate = '/api/settings/profile_update'

function withIdentity(
  path: string,
  body: Record<string, unknown>,
  who: Identity,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body }
  if ('domain_name' in out) out.domain_name = who.domain
  if ('external_id' in out) out.external_id = who.externalId
  if ('account_id' in out) out.account_id = newPlayerCalls.has(path) ? who.newAccount : who.account
  if ('auth' in out) out.auth = who.token
  if ('password' in out && !newPlayerCalls.has(path)) out.password = who.password
  if ('new_password' in out) out.new_password = who.password
  for (const [field, value] of Object.entries(careful[path] ?? {}))
    if (field in out) out[field] = value
  // Ending sessions would sign the run's player out elsewhere: name a session that does not exist.
  if (path === '/api/account/end_sessions') {
    delete out.others
    out.session_id = 'verify-no-such-session'
  }
  if (path === profileUpdate) Object.assign(out, who.profile)
  return out
}

/**
 * The bodies the suite sends to one call: each request example of the contract and one body
 * generated from its schema (required fields only), with the tenant, player and token of the
 * run put in, and kept only when the contract's own validator accepts them. A profile update
 * without the player's current name and email gets no body at all.
 *
 * @example
 * bodiesFor('/api/auth/get_balance', who) // [{ name: 'example "default"', body: { account_id: 'demo', auth: '…' } }, { name: 'generated', … }]
 */
export function bodiesFor(path: string, who: Identity): NamedBody[] {
  const { schema, examples } = requestMedia(path)
  if (path === profileUpdate && !who.profile) return []
  const candidates: NamedBody[] = Object.entries(examples).map(([name, value]) => ({
    name: `example "${name}"`,
    body: value as Record<string, unknown>,
  }))
  candidates.push({
    name: 'generated from the schema',
    body: sampleFromSchema(schema) as Record<string, unknown>,
  })
  return candidates
    .map(({ name, body }) => ({ name, body: withIdentity(path, body, who) }))
    .filter(({ body }) => validateRequest(path, body).ok)
}
