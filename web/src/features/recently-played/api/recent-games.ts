import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type RecentGame = components['schemas']['RecentGame']

/** The key of the player's list among a page's answers (`pageData`, `useCall`). */
export const recentGamesKey = 'recent'

/** The games the signed-in player launched, newest first, on any device. */
export async function loadRecentGames(): Promise<Outcome<RecentGame[]>> {
  return outcomeOf(await api().post('/api/home/recent_games', playerBody()), ({ value }) => value)
}
