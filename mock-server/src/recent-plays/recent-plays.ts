import type { MockBackend } from '../backend.ts'
import { ownerGroup, playerKey } from '../db/database.ts'
import type { RecentPlay } from '../models/recent-play.ts'

/** How many games a player's recently played list keeps (the contract's `maxItems`). */
export const recentPlaysKept = 20

type Owner = { domain_name: string; account_id: string }

/**
 * The key of a recent play: tenant, account and game, so a game played again replaces its row.
 *
 * @example
 * recentPlayKey({ domain_name: 'localhost', account_id: 'demo' }, 'LRS-01') // 'localhost|demo|LRS-01'
 */
export const recentPlayKey = (owner: Owner, gameCode: string): string =>
  `${playerKey(owner.domain_name, owner.account_id)}|${gameCode}`

/**
 * The player's recent plays, newest first.
 *
 * @example
 * recentPlays(backend, { domain_name: 'localhost', account_id: 'demo' })[0]?.game_code
 */
export function recentPlays(backend: MockBackend, owner: Owner): RecentPlay[] {
  return (
    backend.tables.recent_plays
      .inGroup(ownerGroup(owner))
      // Newest inserted first, so that two launches in one millisecond keep their order.
      .reverse()
      .sort((a, b) => b.played_at - a.played_at)
  )
}

/**
 * Records a launch: the game moves to the front of the player's list, and the oldest beyond
 * {@link recentPlaysKept} are dropped, so the table holds at most that many rows per player.
 *
 * @example
 * await recordPlay(backend, { domain_name: 'localhost', account_id: 'demo' }, 'LRS-01')
 */
export async function recordPlay(backend: MockBackend, owner: Owner, gameCode: string) {
  const { domain_name, account_id } = owner
  const table = backend.tables.recent_plays
  await table.insert({
    domain_name,
    account_id,
    game_code: gameCode,
    played_at: backend.clock.now(),
  })
  for (const old of recentPlays(backend, owner).slice(recentPlaysKept))
    table.delete(recentPlayKey(owner, old.game_code))
}
