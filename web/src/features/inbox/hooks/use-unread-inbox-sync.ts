import { useEffect } from 'react'
import { useIsAuthenticated } from '../../../stores/session.ts'
import { setUnreadInbox } from '../../../stores/inbox.ts'
import { inboxCalls } from '../api/inbox-calls.ts'

/** Reads the inbox once a player signs in, so the unread badge is right before the inbox is opened. */
export function useUnreadInboxSync(): void {
  const signedIn = useIsAuthenticated()
  useEffect(() => {
    if (signedIn) void inboxCalls.list()
    else setUnreadInbox(0)
  }, [signedIn])
}
