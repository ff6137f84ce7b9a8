import { computed, signal } from '@preact/signals-react'
import { sessionStorageKey, type SessionUser } from './session-user.ts'
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

const state = signal<Session>(emptySession)
const authenticated = computed(() => state.value.isAuthenticated)

export function signIn(user: SessionUser): void {
  state.value = {
    ...emptySession,
    isAuthenticated: true,
    user,
    token: user.session_token,
    email: user.contact_email,
    fullname: user.full_name,
  }
  localStorage.setItem(sessionStorageKey, JSON.stringify(user))
}

export function updateSession(
  patch: Partial<Omit<Session, 'isAuthenticated' | 'user' | 'token'>>,
): void {
  if (state.peek().isAuthenticated) state.value = { ...state.peek(), ...patch }
}

export function updateSessionUser(patch: Pick<SessionUser, 'full_name' | 'contact_email'>): void {
  const current = state.peek()
  if (!current.user) return
  const user = { ...current.user, ...patch }
  state.value = { ...current, user, email: user.contact_email, fullname: user.full_name }
  localStorage.setItem(sessionStorageKey, JSON.stringify(user))
}

/** Logout and session expiry both end here: nothing of the player survives. */
export function resetSession(): void {
  state.value = emptySession
  localStorage.removeItem(sessionStorageKey)
}

/** The stored player of the last visit, so that a reload keeps the player signed in. */
export function restoreSession(): boolean {
  try {
    const stored = JSON.parse(
      localStorage.getItem(sessionStorageKey) ?? 'null',
    ) as SessionUser | null
    if (!stored?.account_id || !stored.session_token) return false
    signIn(stored)
    return true
  } catch {
    localStorage.removeItem(sessionStorageKey)
    return false
  }
}

export function session(): Session {
  return state.peek()
}

export function useSession(): Session {
  return useStore(state)
}

export function useIsAuthenticated(): boolean {
  return useStore(authenticated)
}
