import type { ApiPath, ResponseBodyOf } from '../api-types.ts'
import { failure } from '../envelope.ts'

/**
 * The refusal of a limited attempt: statusCode -500, statusMessage `tooManyAttempts`, and
 * `retry_after`, the whole seconds until the lock ends (at least 1).
 *
 * @example
 * tooManyAttempts('/api/auth/login', 900_000, 'Too many wrong passwords.')
 * // { statusCode: -500, statusMessage: 'tooManyAttempts', statusDetail: 'Too many wrong passwords.', retry_after: 900 }
 */
export function tooManyAttempts<P extends ApiPath>(
  path: P,
  lockMs: number,
  statusDetail: string,
): ResponseBodyOf<P> {
  const retry_after = Math.max(1, Math.ceil(lockMs / 1000))
  return { ...failure(path, -500, statusDetail, 'tooManyAttempts'), retry_after }
}
