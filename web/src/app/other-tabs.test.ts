import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStorageKey } from '../stores/session-user.ts'
import { resetSession, session, signIn } from '../stores/session.ts'
import { followOtherTabs } from './other-tabs.ts'

const recheckRoute = vi.hoisted(() => vi.fn())
const loadPlayerData = vi.hoisted(() => vi.fn(async () => undefined))
vi.mock('./navigation.ts', () => ({ recheckRoute }))
vi.mock('../features/auth/api/player-data.ts', () => ({ loadPlayerData }))

const player = {
  account_id: 'demo',
  session_token: 'tok-1',
  full_name: 'Demo Player',
  contact_email: 'demo@example.com',
}

/** What the browser tells this tab when another tab of the origin writes storage. */
function otherTabWrites(key: string | null, value: string | null) {
  if (key && value !== null) localStorage.setItem(key, value)
  else if (key) localStorage.removeItem(key)
  else localStorage.clear()
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
  )
}

describe('the other tabs of the site', () => {
  let stop: () => void
  beforeEach(() => {
    localStorage.clear()
    resetSession()
    recheckRoute.mockClear()
    loadPlayerData.mockClear()
    stop = followOtherTabs()
  })
  afterEach(() => stop())

  it('sign this tab in when the player signs in in another, with the balance loaded', async () => {
    otherTabWrites(sessionStorageKey, JSON.stringify(player))
    expect(session()).toMatchObject({ isAuthenticated: true, token: 'tok-1' })
    expect(recheckRoute).toHaveBeenCalledTimes(1)
    // The player's calls come with the first signed-in page (restore-player.ts).
    await vi.waitFor(() => expect(loadPlayerData).toHaveBeenCalledTimes(1))
  })

  it('sign this tab out when the player signs out in another, and the page asks its guard again', async () => {
    signIn(player)
    otherTabWrites(sessionStorageKey, null)
    expect(session().isAuthenticated).toBe(false)
    expect(recheckRoute).toHaveBeenCalledTimes(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loadPlayerData).not.toHaveBeenCalled()
  })

  it('follow a cleared storage too, and ignore what does not change the player', () => {
    signIn(player)
    otherTabWrites('site.app-prompt-dismissed', '1')
    otherTabWrites(sessionStorageKey, JSON.stringify(player))
    expect(recheckRoute).not.toHaveBeenCalled()
    otherTabWrites(null, null)
    expect(session().isAuthenticated).toBe(false)
    expect(recheckRoute).toHaveBeenCalledTimes(1)
  })

  it('stop following once the app is gone', () => {
    stop()
    otherTabWrites(sessionStorageKey, JSON.stringify(player))
    expect(session().isAuthenticated).toBe(false)
  })
})
