import { z } from 'zod'

/**
 * What an attempt count limits: wrong passwords and wrong one-time codes of an account, requests
 * for a code or a password reset of an account, and password resets of a whole tenant.
 */
export const attemptKinds = [
  'password',
  'tac',
  'tac-request',
  'forgot-password',
  'forgot-password-tenant',
] as const

/**
 * The attempts of one kind by one account (any account id, known or not, so that an unknown
 * account is answered exactly as a known one) or, with `account_id` empty, by one tenant, within
 * a window of the mock clock that starts at the first attempt; `locked_until` once the limit was
 * reached (rules in attempts/attempt-rules.ts).
 *
 * @example
 * attemptSchema.parse({ kind: 'password', domain_name: 'localhost', account_id: 'demo', count: 3, window_start: 0, window_ms: 900000, locked_until: null })
 */
export const attemptSchema = z.object({
  kind: z.enum(attemptKinds),
  domain_name: z.string(),
  account_id: z.string(),
  count: z.number().int().nonnegative(),
  window_start: z.number(),
  window_ms: z.number().int().positive(),
  locked_until: z.number().nullable(),
})

export type Attempt = z.output<typeof attemptSchema>
export type AttemptKind = (typeof attemptKinds)[number]
