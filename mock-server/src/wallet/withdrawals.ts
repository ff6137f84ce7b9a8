import { refuseUnverified } from '../identity/identity.ts'
import type { MockBackend } from '../backend.ts'
import type { BankAccount } from '../models/player-records.ts'
import type { Withdrawal } from '../models/wallet.ts'
import { addMoney, toCents } from '../money.ts'
import { withdrawalLimits } from '../seed/cashier-config.ts'
import { changeBalance, ownedBy, type Owner } from './ledger.ts'
import { nextId } from './next-id.ts'
import { refusal, type Refusal } from './refusal.ts'
import { turnoverRemaining, withdrawable } from './turnover.ts'

/**
 * The bank accounts of a player, the default first, then oldest first.
 *
 * @example
 * bankAccountsOf(backend, owner).find((a) => a.is_default)
 */
export function bankAccountsOf(backend: MockBackend, owner: Owner): BankAccount[] {
  return backend.tables.bank_accounts
    .all()
    .filter(ownedBy(owner))
    .sort(
      (a, b) =>
        Number(b.is_default) - Number(a.is_default) || a.bank_account_id - b.bank_account_id,
    )
}

/**
 * A masked account number: only the last four digits show.
 *
 * @example
 * maskAccountNumber('001234567890') // '********7890'
 */
export const maskAccountNumber = (number: string): string =>
  '*'.repeat(Math.max(0, number.length - 4)) + number.slice(-4)

/**
 * Creates a withdrawal after its rules: a bank account, the limits, no more than the balance and
 * no more than the part free of turnover. The amount is held at once (a ledger entry). Call inside
 * the player's lock.
 *
 * @example
 * await createWithdrawal(backend, owner, { amount: 200 })
 */
export async function createWithdrawal(
  backend: MockBackend,
  owner: Owner,
  input: { amount: number; bank_account_id?: number },
): Promise<Withdrawal | Refusal> {
  const unverified = refuseUnverified(backend, owner)
  if (unverified) return unverified
  const accounts = bankAccountsOf(backend, owner)
  if (accounts.length === 0)
    return refusal('bankAccountRequired', 'Add a bank account before withdrawing.')
  const account =
    input.bank_account_id === undefined
      ? accounts[0]!
      : accounts.find((a) => a.bank_account_id === input.bank_account_id)
  if (!account)
    return refusal('notFound', `No bank account ${input.bank_account_id} for this player.`)
  const limits = withdrawalLimits(backend.tenantByHost(owner.domain_name)!)
  if (input.amount < limits.min_amount)
    return refusal('belowMinimum', `The minimum (min_amount) is ${limits.min_amount}.`)
  if (input.amount > limits.max_amount)
    return refusal('aboveMaximum', `The maximum (max_amount) is ${limits.max_amount}.`)
  const balance = backend.tables.players.get(
    `${owner.domain_name}|${owner.account_id}`,
  )!.game_balance
  if (toCents(input.amount) > toCents(balance))
    return refusal(
      'insufficientBalance',
      `The amount ${input.amount} is more than the balance ${balance}.`,
    )
  const remaining = turnoverRemaining(backend, owner)
  const free = withdrawable(balance, remaining)
  if (toCents(input.amount) > toCents(free)) {
    return refusal(
      'overWithdrawable',
      `Only ${free} of the balance is free of turnover; ${remaining} more must be wagered first.`,
    )
  }
  const withdrawals = backend.tables.withdrawals
  const withdrawal_id = nextId(withdrawals.all(), (w) => w.withdrawal_id)
  const description = `Withdrawal ${withdrawal_id} to ${account.bank_code} ${maskAccountNumber(account.account_number)}`
  await changeBalance(backend, owner, {
    cents: -toCents(input.amount),
    type: 'withdrawal',
    description,
    ref: `withdrawal:${withdrawal_id}`,
  })
  return withdrawals.insert({
    withdrawal_id,
    ...owner,
    amount: input.amount,
    fee: limits.fee,
    bank_account_id: account.bank_account_id,
    status: 'pending',
    created_at: backend.clock.now(),
  })
}

/**
 * Pays (approves) or refuses (rejects, returning the held amount to the balance) a pending
 * withdrawal. Call inside the player's lock.
 *
 * @example
 * await decideWithdrawal(backend, withdrawal, 'rejected')
 */
export async function decideWithdrawal(
  backend: MockBackend,
  withdrawal: Withdrawal,
  status: Exclude<Withdrawal['status'], 'pending'>,
): Promise<Withdrawal> {
  const key = String(withdrawal.withdrawal_id)
  const current = backend.tables.withdrawals.get(key)!
  if (current.status !== 'pending') return current
  if (status === 'rejected') {
    const owner = { domain_name: current.domain_name, account_id: current.account_id }
    await changeBalance(backend, owner, {
      cents: toCents(current.amount),
      type: 'withdrawal_refund',
      description: `Withdrawal ${current.withdrawal_id} rejected`,
      ref: `withdrawal:${current.withdrawal_id}`,
    })
  }
  return (await backend.tables.withdrawals.update(key, (draft) => {
    draft.status = status
  }))!
}

/** What the player receives for a withdrawal: the amount minus the fee. */
export const payoutOf = (w: Withdrawal): number => Math.max(0, addMoney(w.amount, -w.fee))
