import { z } from 'zod'

/**
 * A message in a player's inbox. A reward (balance or token) is paid once, on the first claim.
 *
 * @example
 * inboxItemSchema.parse(seed.inbox[0]).claimed // false
 */
export const inboxItemSchema = z.object({
  inbox_id: z.number(),
  domain_name: z.string(),
  account_id: z.string(),
  title: z.string(),
  message: z.string(),
  reward_type: z.enum(['none', 'balance', 'token']),
  reward_amount: z.number(),
  claimed: z.boolean(),
  created_at: z.string(),
})

export type InboxItem = z.output<typeof inboxItemSchema>
