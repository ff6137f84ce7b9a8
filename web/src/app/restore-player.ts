import { session } from '../stores/session.ts'

/**
 * A reload keeps the player signed in; a stale token ends in the global handler's expiry path.
 * The player's calls come with the first signed-in page, never with a guest's.
 */
export async function restorePlayer(): Promise<void> {
  if (!session().isAuthenticated) return
  await (await import('./player-data-loader.ts')).default()
}
