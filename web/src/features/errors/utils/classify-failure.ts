import { isSessionMessage, statusMessages } from '@playfront/contract/catalogue'

export type FailureHandling = 'end-session' | 'log-only' | 'dialog'

/** Spec section 8: what the global handler does with a failed call, by statusMessage. */
export function classifyFailure(statusMessage: string | undefined): FailureHandling {
  if (isSessionMessage(statusMessage)) return 'end-session'
  if (statusMessage === statusMessages.serviceUnavailable) return 'log-only'
  return 'dialog'
}

export function isExpiry(statusMessage: string | undefined): boolean {
  return (
    statusMessage === statusMessages.sessionExpired ||
    statusMessage === statusMessages.sessionExpiredLegacy
  )
}
