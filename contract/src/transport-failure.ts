// What a call returns by itself when it fails on the way (network, HTTP status, a body that is not
// JSON), per path: the one part of the error catalogue the typed client needs. The backend's own
// failures (path-failures.ts `pathFailures`) are built on this table and stay out of the web app's
// first download.
import type { AnyApiPath, ApiPath, FailureStatusCode, StatusMessage } from './types.ts'

/** A `statusCode`/`statusMessage` pair of the catalogue. */
export interface TransportFailure {
  readonly statusCode: FailureStatusCode
  readonly statusMessage: StatusMessage
}

export const internal = { statusCode: -500, statusMessage: 'internalServerError' } as const
export const unavailable = { statusCode: -503, statusMessage: 'serviceUnavailable' } as const
export const disconnect = { statusCode: 0, statusMessage: 'disconnect' } as const

/**
 * The failure each of the 23 calls returns when it breaks on the way (spec section 8); every
 * provisional call returns `disconnect`.
 *
 * @example
 * transportFailures['/api/auth/get_balance'] // { statusCode: -503, statusMessage: 'serviceUnavailable' }
 */
export const transportFailures: Readonly<Record<ApiPath, TransportFailure>> = {
  '/api/startup': internal,
  '/api/auth/login': internal,
  '/api/auth/get_balance': unavailable,
  '/api/auth/forgot_password': internal,
  '/api/auth/signup': internal,
  '/api/auth/tac/verify': internal,
  '/api/auth/tac/request_new_register': internal,
  '/api/auth/tac/request_login': internal,
  '/api/auth/login_tac': internal,
  '/api/auth/update_password': internal,
  '/api/auth/vip': internal,
  '/api/home/fav_list': unavailable,
  '/api/product/get_hot_games': disconnect,
  '/api/seo': unavailable,
  '/api/settings/profile_update': disconnect,
  '/api/settings/social_account': disconnect,
  '/api/settings/top10winner_withdrawal': disconnect,
  '/api/settings/siteinfodetail': unavailable,
  '/api/settings/get_inbox': disconnect,
  '/api/settings/claim_inbox': disconnect,
  '/api/settings/check_status': disconnect,
  '/api/settings/get_analytics': disconnect,
  '/api/settings/adsvisit': disconnect,
}

/**
 * The failure of any path of the contract when its call breaks on the way.
 *
 * @example
 * transportFailureOf('/api/wallet/deposit') // { statusCode: 0, statusMessage: 'disconnect' }
 */
export function transportFailureOf(path: AnyApiPath): TransportFailure {
  return path in transportFailures ? transportFailures[path as ApiPath] : disconnect
}
