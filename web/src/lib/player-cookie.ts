import { readCookie, writeCookie } from './cookies.ts'

/**
 * The signed-in player's account and token, also kept in a cookie so that the server can draw the
 * player's pages (header balance, account screens) in the HTML it sends. It holds only what the
 * server needs to ask the backend for them: no name, no e-mail (decision 057). The token still
 * travels in the body of each call (decision 027), and the server only reads this cookie to
 * render, never to act.
 */
export const playerCookieName = 'player'
const maxAgeDays = 30

/** What the server knows of a signed-in player: enough to ask the backend for their data. */
export type PlayerKey = { account_id: string; session_token: string }

export function keepPlayerCookie({ account_id, session_token }: PlayerKey): void {
  writeCookie(playerCookieName, JSON.stringify({ account_id, session_token }), { maxAgeDays })
}

export function forgetPlayerCookie(): void {
  writeCookie(playerCookieName, '', { maxAgeDays: 0 })
}

/** The player a cookie header names, or null when it names none or cannot be read. */
export function playerFromCookies(cookieHeader: string): PlayerKey | null {
  const text = readCookie(playerCookieName, cookieHeader)
  if (!text) return null
  try {
    const { account_id, session_token } = JSON.parse(text) as Partial<
      Record<keyof PlayerKey, unknown>
    >
    if (typeof account_id !== 'string' || !account_id) return null
    if (typeof session_token !== 'string' || !session_token) return null
    return { account_id, session_token }
  } catch {
    return null
  }
}
