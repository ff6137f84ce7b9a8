import { useEffect } from 'react'
import { useIsAuthenticated } from '../../../stores/session.ts'
import { setUnreadInbox } from '../../../stores/inbox.ts'

/**
 * Reads the inbox once a player signs in, so the unread badge is right before the inbox is
 * opened. The inbox's calls come with the first signed-in page, never with a guest's.
 */
export function useUnreadInboxSync(): void {
  const signedIn = useIsAuthenticated()
  useEffect(() => {
    if (signedIn) void import('../api/inbox-calls.ts').then(({ inboxCalls }) => inboxCalls.list())
    else setUnreadInbox(0)
  }, [signedIn])
}
