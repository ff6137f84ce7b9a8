import { computed, signal } from '@preact/signals-core'
import { forgetPlayerCookie, keepPlayerCookie } from '../lib/player-cookie.ts'
import { sessionStorageKey, type SessionUser } from './session-user.ts'
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

const store = perVisit(() => {
  const state = signal<Session>(emptySession)
  return { state, authenticated: computed(() => state.value.isAuthenticated) }
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

/** The player's session as the server starts it from the player cookie. */
export function sessionOf(user: SessionUser): Session {
  return signedInAs(user)
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

export function session(): Session {
  return store().state.peek()
}

export function useSession(): Session {
  return useStore(store().state)
}

export function useIsAuthenticated(): boolean {
  return useStore(store().authenticated)
}
