import type { paths } from '../generated/schema.ts'

/**
 * The 23 calls of the product, in the order of the specification (section 7).
 * The list is checked against the generated `paths` both ways: a path missing here (and not
 * provisional) or unknown to the contract fails the type check.
 *
 * @example
 * import { apiPaths } from '@playfront/contract/api-paths'
 * apiPaths.includes('/api/startup') // true
 */
export const apiPaths = [
  '/api/startup',
  '/api/auth/login',
  '/api/auth/get_balance',
  '/api/auth/forgot_password',
  '/api/auth/signup',
  '/api/auth/tac/verify',
  '/api/auth/tac/request_new_register',
  '/api/auth/tac/request_login',
  '/api/auth/login_tac',
  '/api/auth/update_password',
  '/api/auth/vip',
  '/api/home/fav_list',
  '/api/product/get_hot_games',
  '/api/seo',
  '/api/settings/profile_update',
  '/api/settings/social_account',
  '/api/settings/top10winner_withdrawal',
  '/api/settings/siteinfodetail',
  '/api/settings/get_inbox',
  '/api/settings/claim_inbox',
  '/api/settings/check_status',
  '/api/settings/get_analytics',
  '/api/settings/adsvisit',
] as const satisfies readonly (keyof paths)[]

// provisional-paths.ts checks that every path of the contract is in this list or in
// `provisionalPaths` (the operations marked x-provisional).

/**
 * Tells whether a string is one of the 23 paths, narrowing it.
 *
 * @example
 * if (isApiPath(url)) validateRequest(url, body)
 */
export function isApiPath(value: string): value is (typeof apiPaths)[number] {
  return (apiPaths as readonly string[]).includes(value)
}
