import { loadPlayerData } from '../features/auth/api/player-data.ts'
import { session } from '../stores/session.ts'

/** A reload keeps the player signed in; a stale token ends in the global handler's expiry path. */
export async function restorePlayer(): Promise<void> {
  if (session().isAuthenticated) await loadPlayerData()
}
