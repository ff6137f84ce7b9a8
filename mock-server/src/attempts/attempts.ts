import type { MockBackend } from '../backend.ts'
import type { Attempt, AttemptKind } from '../models/attempt.ts'
import { attemptRules } from './attempt-rules.ts'

/** Whose attempts: an account of a tenant, or (account empty) the whole tenant. */
export interface AttemptOwner {
  domain_name: string
  account_id: string
}

const keyOf = (kind: AttemptKind, who: AttemptOwner) =>
  `${kind}|${who.domain_name}|${who.account_id}`

/**
 * Milliseconds of the mock clock until the lock of these attempts ends, or 0 when not locked.
 *
 * @example
 * lockedForMs(backend, 'password', { domain_name: 'localhost', account_id: 'demo' }) // 900000 right after the 10th wrong password
 */
export function lockedForMs(backend: MockBackend, kind: AttemptKind, who: AttemptOwner): number {
  const row = backend.tables.attempts.get(keyOf(kind, who))
  const left = (row?.locked_until ?? 0) - backend.clock.now()
  return left > 0 ? left : 0
}

/**
 * Counts one attempt (a wrong password, a wrong code, a request) in its window, starting a new
 * window when the last one is over; the attempt that reaches the rule's `max` locks, and the
 * answer is then how long the lock lasts (0 while below the limit).
 *
 * @example
 * const lockMs = await countAttempt(backend, 'password', owner)
 * if (lockMs > 0) return tooManyAttempts(path, lockMs, 'Too many wrong passwords.')
 */
export async function countAttempt(
  backend: MockBackend,
  kind: AttemptKind,
  who: AttemptOwner,
): Promise<number> {
  const rule = attemptRules[kind]
  const now = backend.clock.now()
  const key = keyOf(kind, who)
  const current = backend.tables.attempts.get(key)
  const fresh = !current || current.window_start + current.window_ms <= now
  const count = fresh ? 1 : current.count + 1
  const window_start = fresh ? now : current.window_start
  const reached = count >= rule.max
  const row: Attempt = {
    kind,
    domain_name: who.domain_name,
    account_id: who.account_id,
    count: reached ? 0 : count,
    window_start: reached ? now : window_start,
    window_ms: rule.window_ms,
    locked_until: reached
      ? now + (rule.lock_ms ?? window_start + rule.window_ms - now)
      : (current?.locked_until ?? null),
  }
  await backend.tables.attempts.insert(row)
  return reached ? row.locked_until! - now : 0
}

/**
 * Forgets every attempt count of one account id (the control API's `unlock`); answers how many.
 *
 * @example
 * clearAllAttempts(backend, 'localhost', 'demo') // 1 after a locked password login
 */
export function clearAllAttempts(backend: MockBackend, domain: string, account: string): number {
  return backend.tables.attempts.collection.deleteMany((q) =>
    q.where({ domain_name: domain, account_id: account }),
  ).length
}

/**
 * Forgets the attempts of one kind (a right password, a new code requested).
 *
 * @example
 * clearAttempts(backend, 'password', owner)
 */
export function clearAttempts(backend: MockBackend, kind: AttemptKind, who: AttemptOwner): void {
  backend.tables.attempts.delete(keyOf(kind, who))
}
