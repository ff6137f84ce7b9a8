import type { PlayLimit } from '../api/safer-play-calls.ts'

/**
 * Whether the deposit page offers a deposit limit: only to a player who has never deposited and
 * has no deposit limit, set or waiting, so the offer never nags a player who already chose.
 */
export function offersDepositLimit(limits: PlayLimit[], hasDeposited: boolean): boolean {
  if (hasDeposited) return false
  return limits.every(
    (limit) => limit.kind !== 'deposit' || (limit.amount === null && !limit.pending),
  )
}
