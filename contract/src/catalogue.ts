// The error catalogue of spec section 8, as values. Which failures each path returns is in
// path-failures.ts, checked against the `x-errors` of openapi.yaml by catalogue.test.ts.
import { successCode, successMessage } from './success.ts'
import type { FailureStatusCode, RefusalMessage, StatusCode, StatusMessage } from './types.ts'

export { isSuccess } from './success.ts'

/**
 * The status codes of the catalogue.
 *
 * @example
 * if (res.statusCode === statusCodes.serviceUnavailable) logOnly(res)
 */
export const statusCodes = {
  success: successCode,
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
  ok: successMessage,
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

/** A `statusCode`/`statusMessage` pair a call can fail with. */
export interface CatalogueEntry {
  readonly statusCode: FailureStatusCode
  /** A catalogue message, or for the provisional calls a refusal key (see `refusalMessages`). */
  readonly statusMessage: StatusMessage | RefusalMessage
}

/**
 * The failures of one path: `transport` is what the client returns by itself when the call fails
 * on the way (network, HTTP status, body not JSON; `transport-failure.ts`); `backend` lists what
 * only the server sends.
 */
export interface PathFailures {
  readonly transport: CatalogueEntry
  readonly backend: readonly CatalogueEntry[]
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
  tooManyAttempts: 'tooManyAttempts',
} as const satisfies Record<RefusalMessage, RefusalMessage>
