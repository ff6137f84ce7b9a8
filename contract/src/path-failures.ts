// Which failures each path of the contract can return (the `x-errors` of openapi.yaml): the
// transport failure of transport-failure.ts plus what only the server sends. The mock backend
// and the conformance checks read these tables; the web app needs none of them.
import {
  refusalMessages,
  sessionMessages,
  type CatalogueEntry,
  type PathFailures,
} from './catalogue.ts'
import { disconnect, internal, transportFailures } from './transport-failure.ts'
import type { AnyApiPath, ApiPath, ProvisionalPath, RefusalMessage } from './types.ts'

const session = sessionMessages.map((statusMessage) => ({ statusCode: 0, statusMessage }) as const)
// A player on a time-out or self-exclusion (the provisional safer-play calls) cannot log in.
const onBreak = [
  { statusCode: -500, statusMessage: 'timedOut' },
  { statusCode: -500, statusMessage: 'selfExcluded' },
] as const
// Attempt limits (provisional, decision 032): wrong passwords and codes, code and reset requests.
const limited = [{ statusCode: -500, statusMessage: 'tooManyAttempts' }] as const

/** What only the server sends, per path, beside the path's transport failure. */
const backendFailures: Readonly<Record<ApiPath, readonly CatalogueEntry[]>> = {
  '/api/startup': [],
  '/api/auth/login': [...limited, ...onBreak],
  '/api/auth/get_balance': [internal, ...session],
  '/api/auth/forgot_password': limited,
  '/api/auth/signup': [{ statusCode: -500, statusMessage: 'underAge' }],
  '/api/auth/tac/verify': limited,
  '/api/auth/tac/request_new_register': limited,
  '/api/auth/tac/request_login': limited,
  '/api/auth/login_tac': [...limited, ...onBreak],
  '/api/auth/update_password': session,
  '/api/auth/vip': session,
  '/api/home/fav_list': [internal, ...session],
  '/api/product/get_hot_games': [internal],
  '/api/seo': [internal],
  '/api/settings/profile_update': [internal, ...session],
  '/api/settings/social_account': [internal],
  '/api/settings/top10winner_withdrawal': [internal],
  '/api/settings/siteinfodetail': [internal],
  '/api/settings/get_inbox': [internal, ...session],
  '/api/settings/claim_inbox': [internal, ...session],
  '/api/settings/check_status': [internal, ...session],
  '/api/settings/get_analytics': [internal],
  '/api/settings/adsvisit': [internal],
}

/**
 * Which failures each path can return (the `x-errors` of openapi.yaml).
 *
 * @example
 * pathFailures['/api/auth/get_balance'].transport // { statusCode: -503, statusMessage: 'serviceUnavailable' }
 */
export const pathFailures = Object.fromEntries(
  Object.entries(transportFailures).map(([path, transport]) => [
    path,
    { transport, backend: backendFailures[path as ApiPath] },
  ]),
) as Readonly<Record<ApiPath, PathFailures>>

const refusal = (statusMessage: RefusalMessage) => ({ statusCode: -500, statusMessage }) as const
const r = refusalMessages
const tenantCall = (...refusals: RefusalMessage[]): PathFailures => ({
  transport: disconnect,
  backend: [internal, ...refusals.map(refusal)],
})
const playerCall = (...refusals: RefusalMessage[]): PathFailures => ({
  transport: disconnect,
  backend: [internal, ...refusals.map(refusal), ...session],
})

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
  '/api/home/recent_games': playerCall(),
  '/api/jackpot/list': tenantCall(),
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
