export type FailureHandling = 'end-session' | 'log-only' | 'dialog'

const sessionEnding = new Set([
  'sessionExpired',
  'Session Expired',
  'BLOCK',
  'CLOSE',
  'permissionDenied',
])

/** Spec section 8: what the global handler does with a failed call, by statusMessage. */
export function classifyFailure(statusMessage: string | undefined): FailureHandling {
  if (statusMessage && sessionEnding.has(statusMessage)) return 'end-session'
  if (statusMessage === 'serviceUnavailable') return 'log-only'
  return 'dialog'
}

export function isExpiry(statusMessage: string | undefined): boolean {
  return statusMessage === 'sessionExpired' || statusMessage === 'Session Expired'
}
