import { z } from 'zod'
import { minorSchema } from './money-schema.ts'

/** Player account states; BLOCK and CLOSE are the statusMessages the catalogue uses. */
export const playerStatuses = ['ACTIVE', 'BLOCK', 'CLOSE'] as const

/**
 * A player of one tenant. The password is stored only as a salted PBKDF2 hash.
 *
 * @example
 * playerSchema.parse(seed.players[0]).account_id // 'demo'
 */
export const playerSchema = z.object({
  domain_name: z.string(),
  account_id: z.string(),
  password_hash: z.string(),
  password_salt: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  referrer_code: z.string(),
  affiliate_code: z.string(),
  ch: z.string(),
  cm: z.string(),
  pp: z.string(),
  fbp: z.string(),
  appsflyer_id: z.string(),
  visitor_id: z.string(),
  game_balance_minor: minorSchema,
  game_token: z.number(),
  vip: z.object({
    total_deposit_minor: minorSchema,
    total_turnover_minor: minorSchema,
    cycle_start: z.string(),
  }),
  favourites: z.array(z.string()),
  status: z.enum(playerStatuses),
  created_at: z.string(),
  /** YYYY-MM-DD as given at signup (provisional); null for players from before it was asked. */
  date_of_birth: z.string().nullable().default(null),
})

export type Player = z.output<typeof playerSchema>
export type PlayerStatus = (typeof playerStatuses)[number]
