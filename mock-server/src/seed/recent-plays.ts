import type { Game } from '../models/catalogue.ts'
import type { RecentPlay } from '../models/recent-play.ts'
import type { Player } from '../models/player.ts'
import type { Tenant } from '../models/tenant.ts'
import { demoPlayer } from './players.ts'
import { seedDate, seededFaker } from './seeded-faker.ts'

const hour = 3_600_000

/**
 * The demo player's recently played games: three of the tenant's games that are not among the
 * favourites, launched in the hours before the seed date, the newest first.
 *
 * @example
 * seedRecentPlays(tenant, games, players, 0).length // 3
 */
export function seedRecentPlays(
  tenant: Tenant,
  games: Game[],
  players: Player[],
  index: number,
): RecentPlay[] {
  const faker = seededFaker(800 + index)
  const demo = players.find(
    (p) => p.domain_name === tenant.domain_name && p.account_id === demoPlayer.account_id,
  )
  const playable = games.filter(
    (g) => tenant.categories.includes(g.game_type) && !demo?.favourites.includes(g.game_code),
  )
  return faker.helpers.arrayElements(playable, 3).map((game, i) => ({
    domain_name: tenant.domain_name,
    account_id: demoPlayer.account_id,
    game_code: game.game_code,
    played_at: seedDate.getTime() - (i + 1) * 2 * hour,
  }))
}
