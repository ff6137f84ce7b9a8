import { sessionTimeLimitMinutesValues } from '@playfront/contract/schema'
import { z } from 'zod'

const minutesSchema = z.union(sessionTimeLimitMinutesValues.map((m) => z.literal(m))).nullable()

/**
 * The longest a signed-in session of the player may last (`minutes`, null when none), with a
 * raise or removal that waits for its cooling-off delay (`pending`, null when none). A row
 * exists only once the player ever set a session-time limit.
 *
 * @example
 * sessionLimitSchema.parse({ domain_name: 'localhost', account_id: 'demo', minutes: 60, pending: null })
 */
export const sessionLimitSchema = z.object({
  domain_name: z.string(),
  account_id: z.string(),
  minutes: minutesSchema,
  pending: z.object({ minutes: minutesSchema, requested_at: z.number() }).nullable(),
})

export type SessionLimitRow = z.output<typeof sessionLimitSchema>
export type SessionLimitMinutes = SessionLimitRow['minutes']
