import type { MockBackend } from '../backend.ts'
import { playerKey } from '../db/database.ts'
import type { Owner } from './ledger.ts'

/**
 * The turnover (total stakes) a player still owes before the whole balance is free, in minor units.
 *
 * @example
 * turnoverRemainingMinor(backend, owner) // 0 for a player who never deposited
 */
export function turnoverRemainingMinor(backend: MockBackend, owner: Owner): number {
  return (
    backend.tables.turnover.get(playerKey(owner.domain_name, owner.account_id))?.remaining_minor ??
    0
  )
}

/**
 * Adds to (deposit, bonus) or pays off (a stake) the turnover owed; it never goes below 0.
 *
 * @example
 * await addTurnover(backend, owner, 50_000) // a deposit of 500.00 must be wagered once
 */
export async function addTurnover(
  backend: MockBackend,
  owner: Owner,
  minor: number,
): Promise<void> {
  const remaining_minor = Math.max(0, turnoverRemainingMinor(backend, owner) + minor)
  await backend.tables.turnover.insert({ ...owner, remaining_minor })
}

/**
 * The part of the balance free of turnover: the balance minus the turnover owed, never below 0.
 *
 * @example
 * withdrawableMinor(152_075, 110_000) // 42_075
 */
export function withdrawableMinor(balanceMinor: number, remainingMinor: number): number {
  return Math.max(0, balanceMinor - remainingMinor)
}
