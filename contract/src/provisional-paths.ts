import type { paths } from '../generated/schema.ts'
import { apiPaths } from './api-paths.ts'

/**
 * The provisional calls: operations of openapi.yaml marked `x-provisional: true`, which the real
 * backend has not confirmed (docs/decisions/004-provisional-calls.md). Kept apart from `apiPaths`,
 * which stays the 23 calls of the specification.
 *
 * @example
 * import { provisionalPaths } from '@playfront/contract/provisional-paths'
 * provisionalPaths.includes('/api/wallet/deposit') // true
 */
export const provisionalPaths = [
  '/api/product/games',
  '/api/product/launch_game',
  '/api/home/add_fav',
  '/api/home/remove_fav',
  '/api/home/recent_games',
  '/api/jackpot/list',
  '/api/game/demo_bet',
  '/api/wallet/deposit_channels',
  '/api/wallet/deposit',
  '/api/wallet/deposit_status',
  '/api/wallet/withdrawal_info',
  '/api/wallet/withdraw',
  '/api/bank/options',
  '/api/bank/accounts',
  '/api/bank/add_account',
  '/api/bank/remove_account',
  '/api/bank/set_default',
  '/api/history/transactions',
  '/api/history/bets',
  '/api/history/statement',
  '/api/promotion/list',
  '/api/promotion/apply',
  '/api/mission/list',
  '/api/mission/claim',
  '/api/spin/state',
  '/api/spin/play',
  '/api/content/news',
  '/api/content/reviews',
  '/api/content/submit_review',
  '/api/content/term_condition',
  '/api/auth/logout',
  '/api/safer_play/limits',
  '/api/safer_play/set_limit',
  '/api/safer_play/confirm_limit',
  '/api/safer_play/take_break',
  '/api/safer_play/session_summary',
  '/api/safer_play/set_reality_check',
  '/api/safer_play/set_session_limit',
  '/api/safer_play/confirm_session_limit',
  '/api/account/kyc',
  '/api/account/kyc_upload',
  '/api/account/sessions',
  '/api/account/end_sessions',
] as const satisfies readonly (keyof paths)[]

type Listed = (typeof apiPaths)[number] | (typeof provisionalPaths)[number]
type MissingPath = Exclude<keyof paths, Listed>
// Fails to compile, naming the path, when the contract gains a call neither list has.
const everyContractPathListed: [MissingPath] extends [never] ? true : MissingPath = true
void everyContractPathListed

/**
 * Tells whether a string is one of the provisional paths, narrowing it.
 *
 * @example
 * isProvisionalPath('/api/bank/accounts') // true
 * isProvisionalPath('/api/startup') // false
 */
export function isProvisionalPath(value: string): value is (typeof provisionalPaths)[number] {
  return (provisionalPaths as readonly string[]).includes(value)
}

/**
 * Every path of the contract: the 23 calls and the provisional ones.
 *
 * @example
 * anyApiPaths.length // 23 + provisionalPaths.length
 */
export const anyApiPaths: readonly Listed[] = [...apiPaths, ...provisionalPaths]

/**
 * Tells whether a string is any path of the contract (specified or provisional), narrowing it.
 *
 * @example
 * if (isAnyApiPath(url)) validateRequest(url, body)
 */
export function isAnyApiPath(value: string): value is Listed {
  return (anyApiPaths as readonly string[]).includes(value)
}
