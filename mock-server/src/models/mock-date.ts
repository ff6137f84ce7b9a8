import { z } from 'zod'
import { clockRangeProblem } from '../clock.ts'

/**
 * A date-time the mock stores and answers (a maintenance window, a scenario's dates): ISO-8601
 * with an offset, within the range of the mock's clock (1970 to 9999), so that the contract's
 * `date-time` holds for every answer that shows it.
 *
 * @example
 * mockDateSchema.parse('2030-01-01T00:00:00Z') // ok
 * mockDateSchema.safeParse('+275760-09-13T00:00:00.000Z').success // false
 */
export const mockDateSchema = z.iso.datetime({ offset: true }).superRefine((value, context) => {
  const problem = clockRangeProblem(Date.parse(value))
  if (problem) context.addIssue({ code: 'custom', message: `the date ${problem}` })
})
