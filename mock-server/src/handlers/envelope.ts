import { shapeFailure } from '@playfront/contract/failure-for-path'
import type { SessionRefusal } from '../sessions.ts'
import type { ApiPath, ResponseBodyOf } from './api-types.ts'

type FailureCode = 0 | -500 | -503

const messageOf: Record<FailureCode, string> = {
  0: 'disconnect',
  [-500]: 'internalServerError',
  [-503]: 'serviceUnavailable',
}

/**
 * The failure envelope of a path, with that path's extra fields (the contract's shapeFailure).
 *
 * @example
 * failure('/api/home/fav_list', -503, 'Forced by a scenario')
 * // { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail: 'Forced by a scenario', value: [] }
 */
export function failure<P extends ApiPath>(
  path: P,
  statusCode: FailureCode,
  statusDetail?: string,
  statusMessage = messageOf[statusCode],
): ResponseBodyOf<P> {
  return shapeFailure(path, {
    statusCode,
    statusMessage,
    ...(statusDetail === undefined ? {} : { statusDetail }),
  }) as ResponseBodyOf<P>
}

/**
 * The -500 internalServerError failure with a statusDetail (wrong password, bad body …).
 *
 * @example
 * refuse('/api/auth/login', 'Wrong account id or password.')
 */
export function refuse<P extends ApiPath>(path: P, statusDetail: string): ResponseBodyOf<P> {
  return failure(path, -500, statusDetail)
}

const sessionDetail: Record<SessionRefusal, string> = {
  sessionExpired: 'The session has expired or is unknown; please log in again.',
  permissionDenied: 'The session token belongs to another account.',
  BLOCK: 'The account is blocked.',
  CLOSE: 'The account is closed.',
}

/**
 * A refused session: statusCode 0 with the catalogue's session message.
 *
 * @example
 * sessionFailure('/api/auth/get_balance', 'sessionExpired')
 */
export function sessionFailure<P extends ApiPath>(
  path: P,
  reason: SessionRefusal,
): ResponseBodyOf<P> {
  return failure(path, 0, sessionDetail[reason], reason)
}

/**
 * A success body: statusCode 1 and statusMessage OK plus the given fields.
 *
 * @example
 * success({ game_balance: 10, game_token: 2 })
 */
export function success<T extends object>(fields: T): T & { statusCode: 1; statusMessage: string } {
  return { statusCode: 1, statusMessage: 'OK', ...fields }
}
