// The failure-shaping rules of spec section 8 as two tables: which catalogue entry a path fails
// with when the call breaks on the way (transport-failure.ts), and which extra fields its failure body
// carries (below). No path-specific if-chains anywhere else.
import { statusMessages } from './catalogue.ts'
import { emptySeoRecord } from './empty-seo-record.ts'
import { transportFailureOf } from './transport-failure.ts'
import type { AnyApiPath, ApiPath, Failure, FailureOf } from './types.ts'

const failureExtras: Partial<Record<ApiPath, () => object>> = {
  '/api/startup': () => ({
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
  }),
  '/api/home/fav_list': () => ({ value: [] }),
  '/api/seo': () => ({ value: emptySeoRecord() }),
}

/**
 * Completes a failure envelope with the extra fields the path's failure body needs: maintenance
 * off for startup, an empty list for favourites, the empty SEO record for SEO. Other paths get
 * the envelope unchanged. The mock backend uses it to answer in the contract's shape.
 *
 * @example
 * shapeFailure('/api/home/fav_list', { statusCode: 0, statusMessage: 'sessionExpired' })
 * // { statusCode: 0, statusMessage: 'sessionExpired', value: [] }
 */
export function shapeFailure<P extends AnyApiPath>(path: P, failure: Failure): FailureOf<P> {
  const extras = failureExtras[path as ApiPath]?.() ?? {}
  // The tables are keyed by path, which TypeScript cannot follow into the union of failure bodies.
  return { ...failure, ...extras } as FailureOf<P>
}

/**
 * The failure the client returns when a call breaks on the way (network failure, HTTP error
 * status, body that is not JSON or not an envelope): -500 internalServerError for startup and
 * auth calls, -503 serviceUnavailable for balance, favourites, site info and SEO, 0 disconnect
 * for the rest. `detail` (the error text) becomes `statusDetail`, except for disconnect, which
 * is exactly `{ statusCode: 0, statusMessage: 'disconnect' }`.
 *
 * @example
 * failureForPath('/api/auth/login', 'HTTP 500: Internal Server Error')
 * // { statusCode: -500, statusMessage: 'internalServerError', statusDetail: 'HTTP 500: Internal Server Error' }
 */
export function failureForPath<P extends AnyApiPath>(path: P, detail: string): FailureOf<P> {
  const { statusCode, statusMessage } = transportFailureOf(path)
  const envelope: Failure =
    statusMessage === statusMessages.disconnect
      ? { statusCode, statusMessage }
      : { statusCode, statusMessage, statusDetail: detail }
  return shapeFailure(path, envelope)
}
