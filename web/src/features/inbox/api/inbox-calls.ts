import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/use-call.ts'
import { setUnreadInbox } from '../../../stores/inbox.ts'

export type InboxItem = components['schemas']['InboxItem']
export type ClaimAnswer = { statusCode: number; statusMessage?: string; statusDetail?: string }
export type InboxCalls = {
  list: () => Promise<Outcome<InboxItem[]>>
  claim: (inboxId: number) => Promise<ClaimAnswer>
}

/** Every read of the inbox also refreshes the unread badge. */
async function list(): Promise<Outcome<InboxItem[]>> {
  const outcome = outcomeOf(
    await api().post('/api/settings/get_inbox', playerBody()),
    (success) => success.value,
  )
  if (outcome.ok) setUnreadInbox(outcome.value.filter((item) => !item.is_read).length)
  return outcome
}

export const inboxCalls: InboxCalls = {
  list,
  claim: (inboxId) =>
    api().post('/api/settings/claim_inbox', { ...playerBody(), inbox_id: inboxId }),
}
