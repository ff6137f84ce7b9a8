import {
  playBreakDurationValues,
  playBreakTypeValues,
  playLimitKindValues,
  playLimitPeriodValues,
  realityCheckMinutesValues,
} from '@playfront/contract/schema'
import { z } from 'zod'
import { minorSchema } from './money-schema.ts'

/**
 * One deposit or loss limit a player has set, with a raise or removal that waits for its
 * cooling-off delay (`pending`, null when none). A row exists only once a limit was ever set.
 *
 * @example
 * playLimitSchema.parse({ domain_name: 'localhost', account_id: 'demo', kind: 'deposit', period: 'daily', amount_minor: 10000, pending: null })
 */
export const playLimitSchema = z.object({
  domain_name: z.string(),
  account_id: z.string(),
  kind: z.enum(playLimitKindValues),
  period: z.enum(playLimitPeriodValues),
  amount_minor: minorSchema.nullable(),
  pending: z.object({ amount_minor: minorSchema.nullable(), requested_at: z.number() }).nullable(),
})

/**
 * A time-out or self-exclusion: the player cannot log in before `until_at` (mock-clock ms).
 * The latest break of a player is kept; a new one can only start once it is over.
 *
 * @example
 * playBreakSchema.parse({ domain_name: 'localhost', account_id: 'demo', type: 'timeout', duration: 'P1D', started_at: 0, until_at: 86400000 })
 */
export const playBreakSchema = z.object({
  domain_name: z.string(),
  account_id: z.string(),
  type: z.enum(playBreakTypeValues),
  duration: z.enum(playBreakDurationValues),
  started_at: z.number(),
  until_at: z.number(),
})

/**
 * How often a player wants the reality check, in minutes of play (0 = never).
 *
 * @example
 * realityCheckSchema.parse({ domain_name: 'localhost', account_id: 'demo', minutes: 30 })
 */
export const realityCheckSchema = z.object({
  domain_name: z.string(),
  account_id: z.string(),
  minutes: z.union(realityCheckMinutesValues.map((m) => z.literal(m))),
})

export type PlayLimitRow = z.output<typeof playLimitSchema>
export type PlayBreakRow = z.output<typeof playBreakSchema>
export type PlayLimitKind = PlayLimitRow['kind']
export type PlayLimitPeriod = PlayLimitRow['period']
