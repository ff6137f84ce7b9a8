import { rewardReward_typeValues } from '@playfront/contract/schema'
import { z } from 'zod'
import { minorSchema } from './money-schema.ts'

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
  /** What a balance reward pays (the contract's `reward_amount`); 0 for any other kind. */
  reward_balance_minor: minorSchema,
  /** How many tokens a token reward pays (the contract's `reward_amount`); 0 for any other kind. */
  reward_tokens: z.number().int().min(0),
  is_read: z.boolean(),
  is_claimed: z.boolean(),
  created_date: z.string(),
})

export type InboxItem = z.output<typeof inboxItemSchema>
