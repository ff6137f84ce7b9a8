import { sessionStorageKey } from '../stores/session-user.ts'
import { followStoredSession } from '../stores/session.ts'
import { recheckRoute } from './navigation.ts'
import { restorePlayer } from './restore-player.ts'

/**
 * A player who signs in or out in one tab of the site is signed in or out in its other tabs at
 * once. Before, another tab kept showing the balance of a session that had ended, until its next
 * call met the expired token. Storage tells only the other tabs of the origin (`storage` event);
 * they take the player it holds (and the balance) and ask the page's guard again, so a protected
 * page sends the new guest where the template sends guests.
 */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key: storage was cleared.
    if (event.key !== sessionStorageKey && event.key !== null) return
    if (!followStoredSession()) return
    void restorePlayer()
    recheckRoute()
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}
