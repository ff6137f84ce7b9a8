import type { MockBackend } from '../backend.ts'
import { ownerGroup, playerKey } from '../db/database.ts'
import type { Deposit } from '../models/wallet.ts'
import { moneyText } from '../money.ts'
import { channelLimitsMinor, depositChannels } from '../seed/cashier-config.ts'
import { changeBalance, type Owner } from './ledger.ts'
import { refuseOverLimit } from '../safer-play/limits.ts'
import { refuseAboveMaxBalance } from './money-bounds.ts'
import { refusal, type Refusal } from './refusal.ts'
import { addTurnover } from './turnover.ts'

/** What a player asks to deposit, the amount in minor units. */
export interface DepositInput {
  channel_code: string
  amount_minor: number
  idempotency_key: string
}

/**
 * Creates a pending deposit, or answers the player's earlier deposit with the same idempotency
 * key. The balance does not change until the deposit is approved. Call inside the player's lock.
 *
 * @example
 * await createDeposit(backend, owner, { channel_code: 'GCASH', amount_minor: 50_000, idempotency_key: crypto.randomUUID() })
 */
export async function createDeposit(
  backend: MockBackend,
  owner: Owner,
  input: DepositInput,
): Promise<Deposit | Refusal> {
  const deposits = backend.tables.deposits
  const earlier = deposits
    .inGroup(ownerGroup(owner))
    .find((d) => d.idempotency_key === input.idempotency_key)
  if (earlier) return earlier
  const tenant = backend.tenantByHost(owner.domain_name)!
  const channel = depositChannels(tenant).find((c) => c.channel_code === input.channel_code)
  if (!channel)
    return refusal('notFound', `No deposit channel "${input.channel_code}" on this site.`)
  const { min_minor, max_minor } = channelLimitsMinor(channel)
  if (input.amount_minor < min_minor)
    return refusal(
      'belowMinimum',
      `The minimum (min_amount) of ${channel.channel_name} is ${moneyText(min_minor)}.`,
    )
  if (input.amount_minor > max_minor)
    return refusal(
      'aboveMaximum',
      `The maximum (max_amount) of ${channel.channel_name} is ${moneyText(max_minor)}.`,
    )
  const over = refuseAboveMaxBalance(
    backend,
    owner,
    input.amount_minor,
    `A deposit of ${moneyText(input.amount_minor)}`,
  )
  if (over) return over
  const limited = refuseOverLimit(backend, owner, 'deposit', input.amount_minor)
  if (limited) return limited
  return deposits.insert({
    deposit_id: deposits.nextSerial(),
    ...owner,
    channel_code: channel.channel_code,
    amount_minor: input.amount_minor,
    status: 'pending',
    idempotency_key: input.idempotency_key,
    created_at: backend.clock.now(),
    decided_at: null,
  })
}

/**
 * Approves or rejects a pending deposit. Approval adds the amount to the balance (with its ledger
 * entry), to the turnover owed and to the VIP deposit total. Call inside the player's lock.
 *
 * @example
 * await decideDeposit(backend, deposit, 'approved')
 */
export async function decideDeposit(
  backend: MockBackend,
  deposit: Deposit,
  status: Exclude<Deposit['status'], 'pending'>,
): Promise<Deposit> {
  const key = String(deposit.deposit_id)
  const current = backend.tables.deposits.get(key)!
  if (current.status !== 'pending') return current
  const owner = { domain_name: current.domain_name, account_id: current.account_id }
  if (status === 'approved') {
    await changeBalance(backend, owner, {
      minor: current.amount_minor,
      type: 'deposit',
      description: `Deposit ${current.deposit_id} via ${current.channel_code}`,
      ref: `deposit:${current.deposit_id}`,
    })
    await addTurnover(backend, owner, current.amount_minor)
    await backend.tables.players.update(playerKey(owner.domain_name, owner.account_id), (draft) => {
      draft.vip.total_deposit_minor += current.amount_minor
    })
  }
  return (await backend.tables.deposits.update(key, (draft) => {
    draft.status = status
    draft.decided_at = backend.clock.now()
  }))!
}

/**
 * True when a deposit of the player waits past the auto-approval delay. Cheap when no deposit
 * exists at all, which keeps the balance call fast.
 *
 * @example
 * if (hasDueDeposits(backend, owner)) await withPlayerLock(backend, key, () => settleDueDeposits(backend, owner))
 */
export function hasDueDeposits(backend: MockBackend, owner: Owner): boolean {
  if (backend.tables.deposits.size === 0 || backend.depositApprovalMs === null) return false
  const due = backend.clock.now() - backend.depositApprovalMs
  return backend.tables.deposits
    .inGroup(ownerGroup(owner))
    .some((d) => d.status === 'pending' && d.created_at <= due)
}

/**
 * Approves every deposit of the player that has waited the auto-approval delay of the mock clock
 * (read lazily, whenever the player's money is read). Call inside the player's lock.
 *
 * @example
 * backend.clock.advance(30_000)
 * await settleDueDeposits(backend, owner)
 */
export async function settleDueDeposits(backend: MockBackend, owner: Owner): Promise<void> {
  if (!hasDueDeposits(backend, owner)) return
  const due = backend.clock.now() - backend.depositApprovalMs!
  const waiting = backend.tables.deposits
    .inGroup(ownerGroup(owner))
    .filter((d) => d.status === 'pending' && d.created_at <= due)
  for (const deposit of waiting) await decideDeposit(backend, deposit, 'approved')
}
