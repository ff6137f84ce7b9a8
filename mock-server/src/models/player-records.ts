import { betRecordStatusValues, rewardReward_typeValues } from '@playfront/contract/schema'
import { z } from 'zod'
import { minorSchema } from './money-schema.ts'

/**
 * A bank account of a player; exactly one of a player's accounts is the default.
 *
 * @example
 * bankAccountSchema.parse({ bank_account_id: 1, domain_name: 'localhost', account_id: 'demo', bank_code: 'BDO', account_name: 'Demo', account_number: '001234567890', is_default: true, created_at: 0 })
 */
export const bankAccountSchema = z.object({
  bank_account_id: z.number().int(),
  domain_name: z.string(),
  account_id: z.string(),
  bank_code: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  is_default: z.boolean(),
  created_at: z.number(),
})

/**
 * A bet with the display fields of spec section 3 (sports fields empty for casino games).
 *
 * @example
 * betSchema.shape.status.options // ['pending', 'won', 'lost']
 */
export const betSchema = z.object({
  bet_id: z.number().int(),
  domain_name: z.string(),
  account_id: z.string(),
  game_code: z.string(),
  bet_type: z.string(),
  home_away: z.string(),
  criteria1: z.string(),
  home_team_names: z.record(z.string(), z.string()),
  away_team_names: z.record(z.string(), z.string()),
  stake_minor: minorSchema,
  payout_minor: minorSchema,
  status: z.enum(betRecordStatusValues),
  created_at: z.number(),
})

/**
 * A reward claimed under a once-only rule; `key` (player, kind, rule) is unique, which is what
 * makes a second claim impossible. For the spin, `rule` is the mock-clock day.
 *
 * @example
 * claimSchema.parse({ key: 'localhost|demo|spin|2025-06-02', domain_name: 'localhost', account_id: 'demo', kind: 'spin', rule: '2025-06-02', reward_type: 'token', balance_minor: 0, tokens: 10, created_at: 0 })
 */
export const claimSchema = z.object({
  key: z.string(),
  domain_name: z.string(),
  account_id: z.string(),
  kind: z.enum(['promotion', 'mission', 'spin']),
  rule: z.string(),
  reward_type: z.enum(rewardReward_typeValues),
  /** What a balance reward paid; 0 for a token reward. */
  balance_minor: minorSchema,
  /** How many tokens a token reward paid; 0 for a balance reward. */
  tokens: z.number().int().min(0),
  created_at: z.number(),
})

/**
 * A player's review of the site.
 *
 * @example
 * reviewSchema.parse({ review_id: 1, domain_name: 'localhost', account_id: 'demo', rating: 5, comment: 'Fast.', created_at: 0 })
 */
export const reviewSchema = z.object({
  review_id: z.number().int(),
  domain_name: z.string(),
  account_id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.number(),
})

/**
 * A game launch: the ticket in the launch URL stands for the session token, which never goes in a URL.
 *
 * @example
 * launchSchema.parse({ ticket: 'L-1', token: 't', game_code: 'PG-001', created_at: 0 })
 */
export const launchSchema = z.object({
  ticket: z.string(),
  token: z.string(),
  game_code: z.string(),
  created_at: z.number(),
})

export type BankAccount = z.output<typeof bankAccountSchema>
export type Bet = z.output<typeof betSchema>
export type Claim = z.output<typeof claimSchema>
export type Review = z.output<typeof reviewSchema>
export type Launch = z.output<typeof launchSchema>
