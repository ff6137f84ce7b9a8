import { z } from 'zod'

/** What a one-time code was requested for. */
export const tacPurposes = ['login', 'register'] as const

/**
 * A one-time code (tac). No SMS is sent: the control API reads the latest code.
 *
 * @example
 * tacSchema.parse({ id: 1, domain_name: 'localhost', account_id: 'demo', purpose: 'login', tac: '123456', created_at: 0, expires_at: 300000, used: false })
 */
export const tacSchema = z.object({
  id: z.number(),
  domain_name: z.string(),
  account_id: z.string(),
  purpose: z.enum(tacPurposes),
  tac: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
  used: z.boolean(),
})

export type Tac = z.output<typeof tacSchema>
export type TacPurpose = (typeof tacPurposes)[number]
