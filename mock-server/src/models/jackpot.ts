import { jackpotTierValues } from '@playfront/contract/schema'
import { z } from 'zod'
import { minorSchema, moneyCeilingMinor } from './money-schema.ts'

/**
 * A progressive jackpot of a tenant. Its amount is not stored: it is the seed amount plus a
 * minute's growth for every whole minute of the mock clock since `run_started_at`, and it pays
 * out by itself every `cycle_minutes` of growth (`jackpots/jackpot-now.ts`). A win through the
 * control API starts a new run and stores the win in `last_won`.
 *
 * @example
 * jackpotSchema.parse({ domain_name: 'localhost', jackpot_id: 1, tier: 'grand', seed_minor: 100_000_000, per_minute_minor: 5_000, cycle_minutes: 20_160, run_started_at: 0, last_won: null })
 */
export const jackpotSchema = z
  .object({
    domain_name: z.string(),
    jackpot_id: z.number().int().min(1),
    tier: z.enum(jackpotTierValues),
    /** What the jackpot starts from after a win. */
    seed_minor: minorSchema.min(0),
    /** What it grows by each whole minute of the mock clock. */
    per_minute_minor: minorSchema.min(0),
    /** Minutes of growth after which it pays out by itself. */
    cycle_minutes: z.number().int().min(1),
    /** Mock-clock time (ms) the current run started: the seed date, a win or a control-API win. */
    run_started_at: z.number(),
    /** The last win stored by the control API (wins by the cycle are worked out, not stored). */
    last_won: z.object({ amount_minor: minorSchema.min(0), won_at: z.number() }).nullable(),
  })
  .refine((j) => j.seed_minor + j.per_minute_minor * j.cycle_minutes <= moneyCeilingMinor, {
    message: `seed_minor plus a whole cycle's growth must stay within ${moneyCeilingMinor} minor units`,
    path: ['per_minute_minor'],
  })

export type Jackpot = z.output<typeof jackpotSchema>
