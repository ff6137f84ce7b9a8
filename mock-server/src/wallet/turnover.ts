import type { MockBackend } from '../backend.ts'
import { playerKey } from '../db/database.ts'
import { fromCents, toCents } from '../money.ts'
import type { Owner } from './ledger.ts'

/**
 * The turnover (total stakes) a player still owes before the whole balance is free.
 *
 * @example
 * turnoverRemaining(backend, owner) // 0 for a player who never deposited
 */
export function turnoverRemaining(backend: MockBackend, owner: Owner): number {
  return backend.tables.turnover.get(playerKey(owner.domain_name, owner.account_id))?.remaining ?? 0
}

/**
 * Adds to (deposit, bonus) or pays off (a stake) the turnover owed; it never goes below 0.
 *
 * @example
 * await addTurnover(backend, owner, toCents(500)) // a deposit of 500 must be wagered once
 */
export async function addTurnover(
  backend: MockBackend,
  owner: Owner,
  cents: number,
): Promise<void> {
  const remaining = fromCents(Math.max(0, toCents(turnoverRemaining(backend, owner)) + cents))
  await backend.tables.turnover.insert({ ...owner, remaining })
}

/**
 * The part of the balance free of turnover: the balance minus the turnover owed, never below 0.
 *
 * @example
 * withdrawable(1520.75, 1100) // 420.75
 */
export function withdrawable(balance: number, remaining: number): number {
  return fromCents(Math.max(0, toCents(balance) - toCents(remaining)))
}
