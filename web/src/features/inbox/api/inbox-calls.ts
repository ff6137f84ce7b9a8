import type { components } from '@playfront/contract/schema'
import { api, forgetRead, sharedRead } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'
import { setUnreadInbox } from '../../../stores/inbox.ts'

export type InboxItem = components['schemas']['InboxItem']
export type ClaimAnswer = { statusCode: number; statusMessage?: string; statusDetail?: string }
export type InboxCalls = {
  list: () => Promise<Outcome<InboxItem[]>>
  claim: (inboxId: number) => Promise<ClaimAnswer>
}

/**
 * Every read of the inbox also refreshes the unread badge. The badge's read at sign-in and the
 * inbox page's, when the visit opens on the inbox, share one call; a claim forgets it.
 */
async function list(): Promise<Outcome<InboxItem[]>> {
  const answer = await sharedRead('/api/settings/get_inbox', playerBody(), 10_000)
  const outcome = outcomeOf(answer, (success) => success.value)
  if (outcome.ok) setUnreadInbox(outcome.value.filter((item) => !item.is_read).length)
  return outcome
}

export const inboxCalls: InboxCalls = {
  list,
  claim: (inboxId) => {
    forgetRead('/api/settings/get_inbox')
    return api().post('/api/settings/claim_inbox', { ...playerBody(), inbox_id: inboxId })
  },
}
