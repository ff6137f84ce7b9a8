import { rewardReward_typeValues } from '@playfront/contract/schema'
import { z } from 'zod'

/**
 * A message in a player's inbox. A reward (balance or token) is paid once, on the first claim.
 *
 * @example
 * inboxItemSchema.parse(seed.inbox[0]).is_claimed // false
 */
export const inboxItemSchema = z.object({
  inbox_id: z.number(),
  domain_name: z.string(),
  account_id: z.string(),
  title: z.string(),
  body: z.string(),
  // Not in the contract's inbox item; the mock pays it in the kinds a contract reward names.
  reward_type: z.enum(rewardReward_typeValues),
  reward_amount: z.number(),
  is_read: z.boolean(),
  is_claimed: z.boolean(),
  created_date: z.string(),
})

export type InboxItem = z.output<typeof inboxItemSchema>
