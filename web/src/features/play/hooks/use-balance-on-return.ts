import { useEffect } from 'react'

/**
 * A game moves the balance behind the site's back: read it again when the player comes back to
 * this tab or window (from a game window, or clicking out of the game frame) and when they leave.
 */
export function useBalanceOnReturn(refreshBalance: () => void): void {
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && refreshBalance()
    window.addEventListener('focus', refreshBalance)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('focus', refreshBalance)
      document.removeEventListener('visibilitychange', onVisible)
      refreshBalance()
    }
  }, [refreshBalance])
}
