import type { MockBackend } from './backend.ts'
import { ownerGroup, playerKey } from './db/database.ts'
import type { Player } from './models/player.ts'
import type { Scenario } from './models/scenario.ts'
import type { Session } from './models/session.ts'
import { deviceName } from './device-name.ts'
import { first } from './scenarios/match.ts'
import { sessionEnded } from './safer-play/session-limit.ts'

/** Why a token was refused; each is a statusMessage of the error catalogue. */
export type SessionRefusal = 'sessionExpired' | 'permissionDenied' | 'BLOCK' | 'CLOSE'

export type SessionCheck =
  { ok: true; player: Player; session: Session } | { ok: false; reason: SessionRefusal }

/**
 * Opens a session for a player; the token expires once the backend's session lifetime passes
 * without a call in its name.
 *
 * @example
 * const { token } = await openSession(backend, 'localhost', 'demo')
 */
export async function openSession(
  backend: MockBackend,
  domain: string,
  account: string,
  userAgent = '',
): Promise<Session> {
  const now = backend.clock.now()
  return backend.tables.sessions.insert({
    token: crypto.randomUUID(),
    domain_name: domain,
    account_id: account,
    created_at: now,
    expires_at: now + backend.sessionLifetimeMs,
    session_id: `s-${crypto.randomUUID().slice(0, 8)}`,
    device: deviceName(userAgent),
    last_seen_at: null,
  })
}

// Kept to the minute: a write per call would make every call a change of the saved world.
const seenEveryMs = 60_000

/**
 * A call in the session's name counts as activity: the session then lasts the lifetime from this
 * call (to the minute), as a real backend keeps a playing player signed in. A fixed lifetime from
 * login would sign out every player at the 30th minute, and no reality check of 30 or 60 minutes
 * could ever fall due.
 */
function noteSeen(backend: MockBackend, session: Session): void {
  const now = backend.clock.now()
  if (now - (session.last_seen_at ?? session.created_at) < seenEveryMs) return
  void backend.tables.sessions.update(session.token, (draft) => {
    draft.last_seen_at = now
    draft.expires_at = Math.max(draft.expires_at, now + backend.sessionLifetimeMs)
  })
}

/**
 * Checks a token against the session rules: unknown, expired or past the player's session-time
 * limit → sessionExpired; a token of
 * another account → permissionDenied; a blocked or closed player → BLOCK or CLOSE.
 * Scenarios (session-expired, block, close) take effect here too.
 *
 * @example
 * const check = checkSession(backend, body.auth, body.account_id, scenarios)
 * if (!check.ok) return sessionFailure(check.reason)
 */
export function checkSession(
  backend: MockBackend,
  token: string,
  account: string,
  scenarios: readonly Scenario[],
): SessionCheck {
  const session = backend.tables.sessions.get(token)
  if (!session) return { ok: false, reason: 'sessionExpired' }
  if (sessionEnded(backend, session)) {
    // Dropped on access as well as by the sweeps: an ended session is never used again.
    backend.tables.sessions.delete(token)
    return { ok: false, reason: 'sessionExpired' }
  }
  if (session.account_id !== account) return { ok: false, reason: 'permissionDenied' }
  const player = backend.tables.players.get(playerKey(session.domain_name, account))
  if (!player) return { ok: false, reason: 'sessionExpired' }
  if (scenarios.length > 0) {
    const target = { domain_name: session.domain_name, account_id: account }
    if (first(scenarios, 'session-expired', target)) return { ok: false, reason: 'sessionExpired' }
    if (first(scenarios, 'block', target)) return { ok: false, reason: 'BLOCK' }
    if (first(scenarios, 'close', target)) return { ok: false, reason: 'CLOSE' }
  }
  if (player.status === 'BLOCK' || player.status === 'CLOSE')
    return { ok: false, reason: player.status }
  noteSeen(backend, session)
  return { ok: true, player, session }
}

/**
 * Ends every session of a player now (the control API's expire-sessions).
 *
 * @example
 * await expireSessions(backend, 'localhost', 'demo') // 2
 */
export async function expireSessions(
  backend: MockBackend,
  domain: string,
  account: string,
): Promise<number> {
  const now = backend.clock.now()
  const tokens = backend.tables.sessions
    .inGroup(playerKey(domain, account))
    .filter((s) => s.expires_at > now)
    .map((s) => s.token)
  for (const token of tokens) {
    await backend.tables.sessions.update(token, (draft) => {
      draft.expires_at = now
    })
  }
  return tokens.length
}

/**
 * Ends the other sessions of a player: the one named by `sessionId`, or all of them. The
 * session that asks stays. Answers how many ended.
 *
 * @example
 * await endOtherSessions(backend, session) // signs out everywhere else
 */
export async function endOtherSessions(
  backend: MockBackend,
  current: Session,
  sessionId?: string,
): Promise<number> {
  const now = backend.clock.now()
  const others = liveSessions(backend, current.domain_name, current.account_id).filter(
    (s) => s.token !== current.token && (sessionId === undefined || s.session_id === sessionId),
  )
  for (const s of others) {
    await backend.tables.sessions.update(s.token, (draft) => {
      draft.expires_at = now
    })
  }
  return others.length
}

/**
 * The sessions of a player that have not ended, newest first.
 *
 * @example
 * liveSessions(backend, 'localhost', 'demo').length // 2 after logging in on two devices
 */
export function liveSessions(backend: MockBackend, domain: string, account: string): Session[] {
  return backend.tables.sessions
    .inGroup(ownerGroup({ domain_name: domain, account_id: account }))
    .filter((s) => !sessionEnded(backend, s))
    .sort((a, b) => b.created_at - a.created_at)
}
