// The error catalogue of spec section 8, as values. The per-path table is checked against the
// `x-errors` of openapi.yaml by catalogue.test.ts, so the two cannot drift apart.
import type {
  AnyApiPath,
  ApiPath,
  FailureStatusCode,
  ProvisionalPath,
  RefusalMessage,
  StatusCode,
  StatusMessage,
} from './types.ts'

/**
 * The status codes of the catalogue.
 *
 * @example
 * if (res.statusCode === statusCodes.serviceUnavailable) logOnly(res)
 */
export const statusCodes = {
  success: 1,
  failed: 0,
  internalServerError: -500,
  serviceUnavailable: -503,
} as const satisfies Record<string, StatusCode>

/**
 * The status messages of the catalogue.
 *
 * @example
 * if (res.statusMessage === statusMessages.disconnect) showOfflineBanner()
 */
export const statusMessages = {
  ok: 'OK',
  internalServerError: 'internalServerError',
  serviceUnavailable: 'serviceUnavailable',
  disconnect: 'disconnect',
  sessionExpired: 'sessionExpired',
  sessionExpiredLegacy: 'Session Expired',
  block: 'BLOCK',
  close: 'CLOSE',
  permissionDenied: 'permissionDenied',
} as const satisfies Record<string, StatusMessage>

/**
 * The messages that end the session: warn, log the player out, go to login.
 *
 * @example
 * sessionMessages.includes('BLOCK') // true
 */
export const sessionMessages = [
  statusMessages.sessionExpired,
  statusMessages.sessionExpiredLegacy,
  statusMessages.block,
  statusMessages.close,
  statusMessages.permissionDenied,
] as const

/**
 * Tells whether a failure message ends the session.
 *
 * @example
 * isSessionMessage('Session Expired') // true
 * isSessionMessage('serviceUnavailable') // false
 */
export function isSessionMessage(message: string | undefined): boolean {
  return (sessionMessages as readonly (string | undefined)[]).includes(message)
}

/**
 * Success rule of spec section 4: `statusCode` 1, or `statusMessage` OK. Narrows a response to
 * the success body of its path.
 *
 * @example
 * const res = await api.post('/api/auth/get_balance', body)
 * if (isSuccess(res)) setBalance(res.game_balance)
 */
export function isSuccess<B extends { statusCode: number; statusMessage?: string }>(
  body: B,
): body is Extract<B, { statusCode: 1 }> {
  return body.statusCode === statusCodes.success || body.statusMessage === statusMessages.ok
}

/** A `statusCode`/`statusMessage` pair a call can fail with. */
export interface CatalogueEntry {
  readonly statusCode: FailureStatusCode
  /** A catalogue message, or for the provisional calls a refusal key (see `refusalMessages`). */
  readonly statusMessage: StatusMessage | RefusalMessage
}

/**
 * The failures of one path: `transport` is what the client returns by itself when the call fails
 * on the way (network, HTTP status, body not JSON); `backend` lists what only the server sends.
 */
export interface PathFailures {
  readonly transport: CatalogueEntry
  readonly backend: readonly CatalogueEntry[]
}

const internal = { statusCode: -500, statusMessage: 'internalServerError' } as const
const unavailable = { statusCode: -503, statusMessage: 'serviceUnavailable' } as const
const disconnect = { statusCode: 0, statusMessage: 'disconnect' } as const
const session = sessionMessages.map((statusMessage) => ({ statusCode: 0, statusMessage }) as const)
// A player on a time-out or self-exclusion (the provisional safer-play calls) cannot log in.
const onBreak = [
  { statusCode: -500, statusMessage: 'timedOut' },
  { statusCode: -500, statusMessage: 'selfExcluded' },
] as const

function failures(transport: CatalogueEntry, ...backend: CatalogueEntry[]): PathFailures {
  return { transport, backend }
}

/**
 * Which failures each path can return (the `x-errors` of openapi.yaml).
 *
 * @example
 * pathFailures['/api/auth/get_balance'].transport // { statusCode: -503, statusMessage: 'serviceUnavailable' }
 */
export const pathFailures: Readonly<Record<ApiPath, PathFailures>> = {
  '/api/startup': failures(internal),
  '/api/auth/login': failures(internal, ...onBreak),
  '/api/auth/get_balance': failures(unavailable, internal, ...session),
  '/api/auth/forgot_password': failures(internal),
  '/api/auth/signup': failures(internal, { statusCode: -500, statusMessage: 'underAge' }),
  '/api/auth/tac/verify': failures(internal),
  '/api/auth/tac/request_new_register': failures(internal),
  '/api/auth/tac/request_login': failures(internal),
  '/api/auth/login_tac': failures(internal, ...onBreak),
  '/api/auth/update_password': failures(internal, ...session),
  '/api/auth/vip': failures(internal, ...session),
  '/api/home/fav_list': failures(unavailable, internal, ...session),
  '/api/product/get_hot_games': failures(disconnect, internal),
  '/api/seo': failures(unavailable, internal),
  '/api/settings/profile_update': failures(disconnect, internal, ...session),
  '/api/settings/social_account': failures(disconnect, internal),
  '/api/settings/top10winner_withdrawal': failures(disconnect, internal),
  '/api/settings/siteinfodetail': failures(unavailable, internal),
  '/api/settings/get_inbox': failures(disconnect, internal, ...session),
  '/api/settings/claim_inbox': failures(disconnect, internal, ...session),
  '/api/settings/check_status': failures(disconnect, internal, ...session),
  '/api/settings/get_analytics': failures(disconnect, internal),
  '/api/settings/adsvisit': failures(disconnect, internal),
}

/**
 * The refusals of the provisional calls: statusCode -500 with one of these keys as
 * `statusMessage` (alphabetic, so the front end translates it as a key, spec section 8).
 *
 * @example
 * if (res.statusMessage === refusalMessages.insufficientBalance) showTopUp()
 */
export const refusalMessages = {
  insufficientBalance: 'insufficientBalance',
  overWithdrawable: 'overWithdrawable',
  belowMinimum: 'belowMinimum',
  aboveMaximum: 'aboveMaximum',
  bankAccountRequired: 'bankAccountRequired',
  notFound: 'notFound',
  alreadyClaimed: 'alreadyClaimed',
  notEligible: 'notEligible',
  limitNotReady: 'limitNotReady',
  depositLimit: 'depositLimit',
  lossLimit: 'lossLimit',
  timedOut: 'timedOut',
  selfExcluded: 'selfExcluded',
  underAge: 'underAge',
  identityNotVerified: 'identityNotVerified',
  badDocument: 'badDocument',
} as const satisfies Record<RefusalMessage, RefusalMessage>

const refusal = (statusMessage: RefusalMessage) => ({ statusCode: -500, statusMessage }) as const
const r = refusalMessages
const tenantCall = (...refusals: RefusalMessage[]) =>
  failures(disconnect, internal, ...refusals.map(refusal))
const playerCall = (...refusals: RefusalMessage[]) =>
  failures(disconnect, internal, ...refusals.map(refusal), ...session)

/**
 * Which failures each provisional path can return (the `x-errors` of openapi.yaml): all fail on
 * the way with 0 disconnect; player calls also get the session messages.
 *
 * @example
 * provisionalPathFailures['/api/wallet/withdraw'].backend.some((e) => e.statusMessage === 'overWithdrawable') // true
 */
export const provisionalPathFailures: Readonly<Record<ProvisionalPath, PathFailures>> = {
  '/api/product/games': tenantCall(),
  '/api/product/launch_game': playerCall(r.notFound),
  '/api/home/add_fav': playerCall(r.notFound),
  '/api/home/remove_fav': playerCall(),
  '/api/game/demo_bet': playerCall(r.insufficientBalance, r.aboveMaximum, r.notFound, r.lossLimit),
  '/api/wallet/deposit_channels': playerCall(),
  '/api/wallet/deposit': playerCall(r.notFound, r.belowMinimum, r.aboveMaximum, r.depositLimit),
  '/api/wallet/deposit_status': playerCall(r.notFound),
  '/api/wallet/withdrawal_info': playerCall(),
  '/api/wallet/withdraw': playerCall(
    r.insufficientBalance,
    r.overWithdrawable,
    r.belowMinimum,
    r.aboveMaximum,
    r.bankAccountRequired,
    r.notFound,
    r.identityNotVerified,
  ),
  '/api/bank/options': tenantCall(),
  '/api/bank/accounts': playerCall(),
  '/api/bank/add_account': playerCall(r.notFound),
  '/api/bank/remove_account': playerCall(r.notFound),
  '/api/bank/set_default': playerCall(r.notFound),
  '/api/history/transactions': playerCall(),
  '/api/history/bets': playerCall(),
  '/api/history/statement': playerCall(),
  '/api/promotion/list': tenantCall(),
  '/api/promotion/apply': playerCall(r.notFound, r.notEligible, r.alreadyClaimed, r.aboveMaximum),
  '/api/mission/list': playerCall(),
  '/api/mission/claim': playerCall(r.notFound, r.notEligible, r.alreadyClaimed, r.aboveMaximum),
  '/api/spin/state': playerCall(),
  '/api/spin/play': playerCall(r.alreadyClaimed, r.aboveMaximum),
  '/api/content/news': tenantCall(),
  '/api/content/reviews': tenantCall(),
  '/api/content/submit_review': playerCall(),
  '/api/content/term_condition': tenantCall(),
  '/api/auth/logout': playerCall(),
  '/api/safer_play/limits': playerCall(),
  '/api/safer_play/set_limit': playerCall(),
  '/api/safer_play/confirm_limit': playerCall(r.notFound, r.limitNotReady),
  '/api/safer_play/take_break': playerCall(r.notEligible),
  '/api/safer_play/session_summary': playerCall(),
  '/api/safer_play/set_reality_check': playerCall(),
  '/api/safer_play/set_session_limit': playerCall(),
  '/api/safer_play/confirm_session_limit': playerCall(r.notFound, r.limitNotReady),
  '/api/account/kyc': playerCall(),
  '/api/account/kyc_upload': playerCall(r.badDocument, r.notEligible),
  '/api/account/sessions': playerCall(),
  '/api/account/end_sessions': playerCall(r.notFound),
}

/**
 * The failures of any path of the contract, specified or provisional.
 *
 * @example
 * failuresOf('/api/wallet/deposit').transport // { statusCode: 0, statusMessage: 'disconnect' }
 */
export function failuresOf(path: AnyApiPath): PathFailures {
  return path in pathFailures
    ? pathFailures[path as ApiPath]
    : provisionalPathFailures[path as ProvisionalPath]
}
