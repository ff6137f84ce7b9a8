import { refuseUnverified } from '../identity/identity.ts'
import type { MockBackend } from '../backend.ts'
import type { BankAccount } from '../models/player-records.ts'
import type { Withdrawal } from '../models/wallet.ts'
import { moneyText } from '../money.ts'
import { withdrawalLimitsMinor } from '../seed/cashier-config.ts'
import { ownerGroup } from '../db/database.ts'
import { changeBalance, type Owner } from './ledger.ts'
import { refusal, type Refusal } from './refusal.ts'
import { turnoverRemainingMinor, withdrawableMinor } from './turnover.ts'

/**
 * The bank accounts of a player, the default first, then oldest first.
 *
 * @example
 * bankAccountsOf(backend, owner).find((a) => a.is_default)
 */
export function bankAccountsOf(backend: MockBackend, owner: Owner): BankAccount[] {
  return backend.tables.bank_accounts
    .inGroup(ownerGroup(owner))
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
 * await createWithdrawal(backend, owner, { amount_minor: 20_000 })
 */
export async function createWithdrawal(
  backend: MockBackend,
  owner: Owner,
  input: { amount_minor: number; bank_account_id?: number },
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
  const limits = withdrawalLimitsMinor(backend.tenantByHost(owner.domain_name)!)
  const amount = input.amount_minor
  if (amount < limits.min_minor)
    return refusal('belowMinimum', `The minimum (min_amount) is ${moneyText(limits.min_minor)}.`)
  if (amount > limits.max_minor)
    return refusal('aboveMaximum', `The maximum (max_amount) is ${moneyText(limits.max_minor)}.`)
  const balance = backend.tables.players.get(
    `${owner.domain_name}|${owner.account_id}`,
  )!.game_balance_minor
  if (amount > balance)
    return refusal(
      'insufficientBalance',
      `The amount ${moneyText(amount)} is more than the balance ${moneyText(balance)}.`,
    )
  const remaining = turnoverRemainingMinor(backend, owner)
  const free = withdrawableMinor(balance, remaining)
  if (amount > free) {
    return refusal(
      'overWithdrawable',
      `Only ${moneyText(free)} of the balance is free of turnover; ${moneyText(remaining)} more must be wagered first.`,
    )
  }
  const withdrawals = backend.tables.withdrawals
  const withdrawal_id = withdrawals.nextSerial()
  const description = `Withdrawal ${withdrawal_id} to ${account.bank_code} ${maskAccountNumber(account.account_number)}`
  await changeBalance(backend, owner, {
    minor: -amount,
    type: 'withdrawal',
    description,
    ref: `withdrawal:${withdrawal_id}`,
  })
  return withdrawals.insert({
    withdrawal_id,
    ...owner,
    amount_minor: amount,
    fee_minor: limits.fee_minor,
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
      minor: current.amount_minor,
      type: 'withdrawal_refund',
      description: `Withdrawal ${current.withdrawal_id} rejected`,
      ref: `withdrawal:${current.withdrawal_id}`,
    })
  }
  return (await backend.tables.withdrawals.update(key, (draft) => {
    draft.status = status
  }))!
}

/** What the player receives for a withdrawal, in minor units: the amount minus the fee. */
export const payoutMinorOf = (w: Withdrawal): number => Math.max(0, w.amount_minor - w.fee_minor)
