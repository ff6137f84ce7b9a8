import type { Failure } from '@playfront/contract/types'

const tooManyAttempts = 'tooManyAttempts'

/**
 * A refusal for too many attempts says in `retry_after` how many seconds to wait; the dialog
 * gets the moment it ends, so it reads right however long it stays open.
 */
export function retryAt(failure: Failure, now = Date.now()): string | undefined {
  if (failure.statusMessage !== tooManyAttempts || !failure.retry_after) return undefined
  return new Date(now + failure.retry_after * 1000).toISOString()
}

/** "in 15 minutes" in the player's language, or null when the refusal carries no wait. */
export function retryWait(
  message: string,
  detail: string | undefined,
  language: string,
  now = Date.now(),
): string | null {
  if (message !== tooManyAttempts || !detail) return null
  const until = new Date(detail).getTime()
  if (Number.isNaN(until)) return null
  const seconds = Math.max(1, Math.ceil((until - now) / 1000))
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' })
  if (seconds < 60) return format.format(seconds, 'second')
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 120) return format.format(minutes, 'minute')
  return format.format(Math.ceil(minutes / 60), 'hour')
}
