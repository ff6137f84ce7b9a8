import { z } from 'zod'

/**
 * A game a player launched, with the last time they launched it: one row per player and game.
 * Launch tickets are swept once their session ends; these rows stay, so the player's recently
 * played list outlives the session (`recent-plays/recent-plays.ts`).
 *
 * @example
 * recentPlaySchema.parse({ domain_name: 'localhost', account_id: 'demo', game_code: 'LRS-01', played_at: 0 })
 */
export const recentPlaySchema = z.object({
  domain_name: z.string(),
  account_id: z.string(),
  game_code: z.string(),
  played_at: z.number(),
})

export type RecentPlay = z.output<typeof recentPlaySchema>
