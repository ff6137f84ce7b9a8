import { z } from 'zod'

/**
 * A login session: the token belongs to one account on one tenant and expires at
 * `expires_at` (milliseconds of the mock clock).
 *
 * @example
 * sessionSchema.parse({ token: 't', domain_name: 'localhost', account_id: 'demo', created_at: 0, expires_at: 1 })
 */
export const sessionSchema = z.object({
  token: z.string(),
  domain_name: z.string(),
  account_id: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
})

export type Session = z.output<typeof sessionSchema>
