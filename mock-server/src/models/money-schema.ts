import { z } from 'zod'
import { hasCents } from '../money.ts'

/** The largest amount of money anywhere in the mock, as `contract/openapi.yaml` states it. */
export const moneyCeiling = 999_999_999.99

/**
 * An amount of money as the tables hold it: an exact number of cents within the contract's
 * ceiling, so a state file or a bug can never store 1.34e21 or a third decimal.
 *
 * @example
 * moneySchema.parse(1520.75) // 1520.75
 * moneySchema.safeParse(0.001).success // false
 */
export const moneySchema = z
  .number()
  .min(-moneyCeiling, `must be at least -${moneyCeiling}`)
  .max(moneyCeiling, `must be at most ${moneyCeiling}`)
  .refine(hasCents, 'must be an exact number of cents (at most two decimals)')
