import type { AttemptKind } from '../models/attempt.ts'

/** One limit: at most `max` attempts within `window_ms` of the mock clock, then a lock. */
export interface AttemptRule {
  max: number
  window_ms: number
  /** How long the lock lasts once `max` is reached; absent, until the window ends. */
  lock_ms?: number
}

const minute = 60_000

/**
 * The attempt limits of the mock (docs/decisions/032-attempt-limits.md). Wrong passwords lock
 * password login; wrong codes spend the code; requests for codes and password resets are
 * rationed per account, and password resets per tenant too (each sends a text message).
 *
 * @example
 * attemptRules.password.max // 10 wrong passwords lock password login for 15 minutes
 */
export const attemptRules: Record<AttemptKind, AttemptRule> = {
  password: { max: 10, window_ms: 15 * minute, lock_ms: 15 * minute },
  tac: { max: 5, window_ms: 15 * minute, lock_ms: 15 * minute },
  'tac-request': { max: 5, window_ms: 15 * minute },
  'forgot-password': { max: 5, window_ms: 60 * minute },
  'forgot-password-tenant': { max: 100, window_ms: 60 * minute },
}
