import type { SessionUser } from '../stores/session-user.ts'
import { readCookie, writeCookie } from './cookies.ts'

/**
 * The signed-in player, also kept in a cookie so that the server can draw the player's pages
 * (header balance, account screens) in the HTML it sends. The token still travels in the body of
 * each call (decision 027); the server only reads this cookie to render, never to act.
 */
export const playerCookieName = 'player'
const maxAgeDays = 30

export function keepPlayerCookie(user: SessionUser): void {
  writeCookie(playerCookieName, JSON.stringify(user), { maxAgeDays })
}

export function forgetPlayerCookie(): void {
  writeCookie(playerCookieName, '', { maxAgeDays: 0 })
}

/** The player a cookie header names, or null when it names none or cannot be read. */
export function playerFromCookies(cookieHeader: string): SessionUser | null {
  const text = readCookie(playerCookieName, cookieHeader)
  if (!text) return null
  try {
    const user = JSON.parse(text) as Partial<SessionUser>
    const field = (value: unknown) => (typeof value === 'string' ? value : '')
    if (!field(user.account_id) || !field(user.session_token)) return null
    return {
      account_id: field(user.account_id),
      session_token: field(user.session_token),
      full_name: field(user.full_name),
      contact_email: field(user.contact_email),
    }
  } catch {
    return null
  }
}
