import { useEffect } from 'react'
import { checkAccountStatus } from '../api/account-status.ts'

/** While the tab is in view, the account is checked this often (decision 059). */
export const statusCheckEveryMs = 5 * 60_000
/** A return to the tab checks the account, unless it was checked this recently. */
export const statusCheckAtMostEveryMs = 30_000

/**
 * Checks the signed-in player's account on a steady interval while the tab is in view, and when
 * the player comes back to the tab. A check made just before (the page's own start) counts.
 */
export function watchAccountStatus(
  doc: Document = document,
  check: () => Promise<void> = checkAccountStatus,
): () => void {
  let checkedAt = Date.now()
  const checkNow = () => {
    checkedAt = Date.now()
    void check()
  }
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && Date.now() - checkedAt >= statusCheckAtMostEveryMs)
      checkNow()
  }
  const timer = setInterval(() => {
    if (doc.visibilityState === 'visible') checkNow()
  }, statusCheckEveryMs)
  doc.addEventListener('visibilitychange', onVisibility)
  return () => {
    clearInterval(timer)
    doc.removeEventListener('visibilitychange', onVisibility)
  }
}

export function useAccountStatusWatch(): void {
  useEffect(() => watchAccountStatus(), [])
}
