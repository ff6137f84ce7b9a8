import { computed, signal } from '@preact/signals-react'
import { forgetPlayerCookie, keepPlayerCookie, type PlayerKey } from '../lib/player-cookie.ts'
import { sessionStorageKey, type SessionUser } from './session-user.ts'
import { crossesToBrowser } from '../lib/handover.ts'
import { perVisit } from '../lib/per-visit.ts'
import { useStore } from './use-store.ts'

export type { SessionUser }
export type FavouriteGame = {
  game_code: string
  game_name: string
  game_type: string
  game_image: string
  provider_code: string
}
export type VipInfo = {
  totalDeposit: number
  depoProgress: number
  totalTurnover: number
  toProgress: number
  currentLevel: string
  nextLevel: string
  nextCycle: string
}
export type Session = {
  isAuthenticated: boolean
  user: SessionUser | null
  token: string
  game: { balance: number; token: number }
  email: string
  fullname: string
  game_fav_list: FavouriteGame[]
  vip: VipInfo | null
}

export const emptySession: Session = Object.freeze({
  isAuthenticated: false,
  user: null,
  token: '',
  game: { balance: 0, token: 0 },
  email: '',
  fullname: '',
  game_fav_list: [],
  vip: null,
})

/** The player a page was drawn for, without the token: the browser keeps that in its storage. */
export type DrawnPlayer = Omit<Session, 'token' | 'user'> & { accountId: string }

const store = perVisit(() => {
  const state = signal<Session>(emptySession)
  return {
    state,
    authenticated: computed(() => state.value.isAuthenticated),
    // The account the server drew the page for, which the browser hydrates with.
    drawnFor: null as string | null,
  }
})

const signedInAs = (user: SessionUser): Session => ({
  ...emptySession,
  isAuthenticated: true,
  user,
  token: user.session_token,
  email: user.contact_email,
  fullname: user.full_name,
})

/** Kept where the next visit finds it: storage for the page, a cookie for the server that renders it. */
function keepUser(user: SessionUser): void {
  localStorage.setItem(sessionStorageKey, JSON.stringify(user))
  keepPlayerCookie(user)
}

function forgetUser(): void {
  localStorage.removeItem(sessionStorageKey)
  forgetPlayerCookie()
}

export function signIn(user: SessionUser): void {
  store().state.value = signedInAs(user)
  keepUser(user)
}

/**
 * The session a page is drawn with, stored nowhere: the server's, from the player cookie it was
 * sent, and the browser's while it hydrates what the server drew.
 */
export function takeSession(next: Session): void {
  store().state.value = next
}

/**
 * The player's session as the server starts it from the player cookie: the account and its token,
 * and no name or e-mail, which the cookie does not carry (the browser shows them once it has
 * taken over the page).
 */
export function sessionOf(key: PlayerKey): Session {
  return signedInAs({ ...key, full_name: '', contact_email: '' })
}

export function updateSession(
  patch: Partial<Omit<Session, 'isAuthenticated' | 'user' | 'token'>>,
): void {
  if (store().state.peek().isAuthenticated)
    store().state.value = { ...store().state.peek(), ...patch }
}

export function updateSessionUser(patch: Pick<SessionUser, 'full_name' | 'contact_email'>): void {
  const current = store().state.peek()
  if (!current.user) return
  const user = { ...current.user, ...patch }
  store().state.value = { ...current, user, email: user.contact_email, fullname: user.full_name }
  keepUser(user)
}

/** Logout and session expiry both end here: nothing of the player survives. */
export function resetSession(): void {
  store().state.value = emptySession
  forgetUser()
}

/** The player kept in storage, or null when there is none or it cannot be read. */
export function storedUser(): SessionUser | null {
  try {
    const stored = JSON.parse(
      localStorage.getItem(sessionStorageKey) ?? 'null',
    ) as SessionUser | null
    return stored?.account_id && stored.session_token ? stored : null
  } catch {
    return null
  }
}

/** The stored player of the last visit, so that a reload keeps the player signed in. */
export function restoreSession(): boolean {
  const stored = storedUser()
  if (stored) signIn(stored)
  else forgetUser()
  return stored !== null
}

/**
 * Takes the player another tab of the site left in storage: signed in there (as this player or
 * another), or signed out. Storage is only read, so the tabs never answer each other. Whether
 * this tab's player changed.
 */
export function followStoredSession(): boolean {
  const stored = storedUser()
  const current = store().state.peek()
  if (!stored) {
    if (!current.isAuthenticated) return false
    store().state.value = emptySession
    return true
  }
  if (current.isAuthenticated && current.token === stored.session_token) return false
  store().state.value = signedInAs(stored)
  return true
}

/**
 * The player crosses to the browser without the token: the server draws the player's page, and
 * the browser hydrates it with the same data and the token it keeps itself, or as a guest's page
 * when it keeps another player or none.
 */
crossesToBrowser<DrawnPlayer>(
  'player',
  () => {
    const { isAuthenticated, user, token: _token, ...rest } = store().state.peek()
    return isAuthenticated
      ? { ...rest, isAuthenticated, accountId: user?.account_id ?? '' }
      : undefined
  },
  ({ accountId, ...drawn }) => {
    store().drawnFor = accountId
    const stored = storedUser()
    if (stored?.account_id !== accountId) return takeSession(emptySession)
    takeSession({ ...drawn, isAuthenticated: true, user: stored, token: stored.session_token })
  },
)

/**
 * Once the server's markup is live, the browser's own player counts: the one it keeps when the
 * page was drawn for a guest (a page from a CDN) or for another player, or none when its storage
 * is gone. Whether the player changed, so that their balance and lists are loaded.
 */
export function settleDrawnPlayer(): 'signed-in' | 'signed-out' | 'unchanged' {
  const stored = storedUser()
  const drawnFor = store().drawnFor
  if (stored && stored.account_id !== drawnFor) {
    signIn(stored)
    return 'signed-in'
  }
  if (!stored && drawnFor) {
    resetSession()
    return 'signed-out'
  }
  // The same player: the name and e-mail the server could not know come from the browser.
  const current = store().state.peek()
  if (stored && current.isAuthenticated)
    takeSession({
      ...current,
      user: stored,
      fullname: stored.full_name,
      email: stored.contact_email,
    })
  return 'unchanged'
}

export function session(): Session {
  return store().state.peek()
}

export function useSession(): Session {
  return useStore(store().state)
}

export function useIsAuthenticated(): boolean {
  return useStore(store().authenticated)
}
