import { z } from 'zod'

/** The largest amount of money anywhere in the mock, in minor units: `contract/openapi.yaml`'s 999999999.99. */
export const moneyCeilingMinor = 99_999_999_999

/**
 * An amount of money as the tables hold it: a whole number of minor units (cents) within the
 * contract's ceiling, far inside the integers a double holds exactly (2^53), so a state file or a
 * bug can never store 1.34e21 or a third decimal. Fields of this type end in `_minor`.
 *
 * @example
 * minorSchema.parse(152_075) // 152075, that is 1,520.75
 * minorSchema.safeParse(1520.75).success // false: a decimal is not minor units
 */
export const minorSchema = z
  .number()
  // The bounds first, so that 1.34e23 is reported as too large rather than as not whole.
  .min(-moneyCeilingMinor, `must be at least -${moneyCeilingMinor} minor units`)
  .max(moneyCeilingMinor, `must be at most ${moneyCeilingMinor} minor units`)
  .int('must be a whole number of minor units (cents)')
