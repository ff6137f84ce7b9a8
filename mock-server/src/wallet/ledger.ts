import type { MockBackend } from '../backend.ts'
import { ownerGroup, playerKey } from '../db/database.ts'
import type { LedgerEntry, LedgerType } from '../models/wallet.ts'

/** Who a balance belongs to. */
export interface Owner {
  domain_name: string
  account_id: string
}

/**
 * The predicate "belongs to this player", for filtering any table whose rows carry an owner.
 *
 * @example
 * bankAccounts.filter(ownedBy(owner))
 */
export const ownedBy =
  (owner: Owner) =>
  (row: Owner): boolean =>
    row.domain_name === owner.domain_name && row.account_id === owner.account_id

/** A change to write: signed minor units, what moved the balance and what it belongs to. */
export interface BalanceChange {
  minor: number
  type: LedgerType
  description: string
  ref?: string
}

/**
 * The ledger entries of a player, oldest first.
 *
 * @example
 * ledgerOf(backend, { domain_name: 'localhost', account_id: 'demo' }).at(-1)?.balance_minor
 */
export function ledgerOf(backend: MockBackend, owner: Owner): LedgerEntry[] {
  return backend.tables.ledger.inGroup(ownerGroup(owner))
}

async function append(
  backend: MockBackend,
  owner: Owner,
  minor: number,
  balanceMinor: number,
  change: Omit<BalanceChange, 'minor'>,
) {
  return backend.tables.ledger.insert({
    entry_id: backend.tables.ledger.nextSerial(),
    domain_name: owner.domain_name,
    account_id: owner.account_id,
    type: change.type,
    amount_minor: minor,
    balance_minor: balanceMinor,
    description: change.description,
    ref: change.ref ?? '',
    created_at: backend.clock.now(),
  })
}

/**
 * Makes the ledger account for the stored balance: the first time a player's money is touched
 * an `opening` entry records the seeded balance; a balance changed outside the ledger (the
 * control API, a loaded state) gets an `adjustment` entry. Call it inside the player's lock.
 *
 * @example
 * await withPlayerLock(backend, key, () => syncLedger(backend, owner))
 */
export async function syncLedger(backend: MockBackend, owner: Owner): Promise<void> {
  const player = backend.tables.players.get(playerKey(owner.domain_name, owner.account_id))
  if (!player) return
  const group = ownerGroup(owner)
  const last = backend.tables.ledger.lastInGroup(group)
  const recorded = last?.balance_minor ?? 0
  const actual = player.game_balance_minor
  if (recorded === actual && last) return
  if (!last && actual === 0) return
  const type = last ? 'adjustment' : 'opening'
  await append(backend, owner, actual - recorded, actual, {
    type,
    description: type === 'opening' ? 'Opening balance' : 'Balance adjustment',
  })
}

/**
 * Changes a player's game balance and writes its ledger entry; refuses (throws) to go below 0.
 * Call it inside the player's lock, after checking the rules of the call.
 *
 * @example
 * await changeBalance(backend, owner, { minor: -20_000, type: 'withdrawal', description: 'Withdrawal 4', ref: 'withdrawal:4' })
 */
export async function changeBalance(
  backend: MockBackend,
  owner: Owner,
  change: BalanceChange,
): Promise<LedgerEntry> {
  await syncLedger(backend, owner)
  const key = playerKey(owner.domain_name, owner.account_id)
  const player = backend.tables.players.get(key)
  if (!player) throw new Error(`No player ${key}`)
  const balanceMinor = player.game_balance_minor + change.minor
  if (balanceMinor < 0) throw new Error(`The balance of ${key} would go below 0`)
  await backend.tables.players.update(key, (draft) => {
    draft.game_balance_minor = balanceMinor
  })
  return append(backend, owner, change.minor, balanceMinor, change)
}
