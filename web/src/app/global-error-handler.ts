import type { Failure } from '@playfront/contract/types'
import { classifyFailure, isExpiry } from '../features/errors/utils/classify-failure.ts'
import { failureMessage } from '../features/errors/utils/failure-message.ts'
import { retryAt } from '../features/errors/utils/retry-wait.ts'
import { openModal } from '../stores/modals.ts'
import { session } from '../stores/session.ts'
import { readySite } from '../stores/site.ts'
import { translate } from './i18n.ts'
import { recheckRoute } from './navigation.ts'
import { endSession } from './session-end.ts'

export const sessionToastMs = 10_000
export const errorToastMs = 3_000
const withErrorToast = false

// Calls the site makes unasked (decision 059): only what ends the session reaches the player.
const backgroundCalls: readonly string[] = ['/api/settings/check_status']

/** Spec section 8: one place decides what a failed call does to the screen. */
export function handleFailure(failure: Failure & { path?: string }): void {
  const { statusMessage, statusDetail, path } = failure
  const handling = classifyFailure(statusMessage)
  if (
    handling === 'log-only' ||
    !readySite() ||
    (handling === 'dialog' && backgroundCalls.includes(path ?? ''))
  ) {
    console.info('call failed', path, failure.statusCode, statusMessage)
    return
  }
  if (handling === 'end-session' && !session().isAuthenticated) {
    // A guest has no session to end: the page's guard decides whether they may stay where they
    // are (a player-only page sends them where the template sends guests, spec section 2).
    console.info('session message for a guest', path, statusMessage)
    recheckRoute()
    return
  }
  if (handling === 'end-session') {
    const body = isExpiry(statusMessage)
      ? translate('errors:sessionExpired')
      : failureMessage(statusMessage, translate)
    // The toast and its library come with the first one: a session that ends is not the rule.
    const title = translate('errors:invalidSession')
    void import('./toasts.tsx').then(({ showToast }) =>
      showToast('warning', title, body, sessionToastMs),
    )
    endSession()
    return
  }
  openModal({
    kind: 'error',
    message: statusMessage ?? '',
    detail: retryAt(failure) ?? statusDetail,
  })
  if (withErrorToast) {
    const title = translate('errors:errorTitle')
    const body = failureMessage(statusMessage, translate)
    void import('./toasts.tsx').then(({ showToast }) =>
      showToast('error', title, body, errorToastMs),
    )
  }
}
