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
  /** An id to show and name the session by; never the token. */
  session_id: z.string().default(() => `s-${crypto.randomUUID().slice(0, 8)}`),
  /** The browser and system the session was opened from, e.g. "Chrome on Android". */
  device: z.string().default(''),
  /** When a call last used the token (kept to the minute); the opening time until then. */
  last_seen_at: z.number().nullable().default(null),
})

export type Session = z.output<typeof sessionSchema>
