import type { MockBackend } from '../backend.ts'
import type { Tenant } from '../models/tenant.ts'
import { moneyText } from '../money.ts'
import {
  channelLimitsMinor,
  depositChannels,
  withdrawalLimitsMinor,
} from '../seed/cashier-config.ts'
import { ownerGroup } from '../db/database.ts'
import type { Owner } from './ledger.ts'
import { refusal, type Refusal } from './refusal.ts'

/**
 * The money bounds of a tenant, in minor units of its currency. Every amount of the contract is
 * at most 999999999.99, so a balance in minor units stays far inside the exact integers of a
 * JavaScript number (2^53).
 */
export interface MoneyBounds {
  /** The largest single stake of a round. */
  max_stake_minor: number
  /** The largest balance a player may hold, counting pending deposits and withdrawals. */
  max_balance_minor: number
  min_deposit_minor: number
  max_deposit_minor: number
  min_withdrawal_minor: number
  max_withdrawal_minor: number
}

// Stakes and balances by currency: a peso, yuan, kyat, tugrik or rupiah buys very different things.
const byCurrency: Record<string, Pick<MoneyBounds, 'max_stake_minor' | 'max_balance_minor'>> = {
  PHP: { max_stake_minor: 5_000_000, max_balance_minor: 1_000_000_000 },
  CN: { max_stake_minor: 1_000_000, max_balance_minor: 200_000_000 },
  MMK: { max_stake_minor: 100_000_000, max_balance_minor: 20_000_000_000 },
  MNT: { max_stake_minor: 100_000_000, max_balance_minor: 20_000_000_000 },
  IDR: { max_stake_minor: 500_000_000, max_balance_minor: 90_000_000_000 },
}

/**
 * The bounds on a stake, a deposit, a withdrawal and the balance of a tenant's players.
 *
 * @example
 * moneyBounds(tenant).max_stake_minor // 5_000_000 (50,000.00) on a PHP tenant
 */
export function moneyBounds(tenant: Tenant): MoneyBounds {
  const channels = depositChannels(tenant).map(channelLimitsMinor)
  const withdrawals = withdrawalLimitsMinor(tenant)
  return {
    ...(byCurrency[tenant.site.currency] ?? byCurrency.PHP!),
    min_deposit_minor: Math.min(...channels.map((c) => c.min_minor)),
    max_deposit_minor: Math.max(...channels.map((c) => c.max_minor)),
    min_withdrawal_minor: withdrawals.min_minor,
    max_withdrawal_minor: withdrawals.max_minor,
  }
}

/** The bounds of the tenant a player belongs to. */
export const boundsOf = (backend: MockBackend, owner: Owner): MoneyBounds =>
  moneyBounds(backend.tenantByHost(owner.domain_name)!)

/**
 * What a player holds or may soon hold, in minor units: the balance plus pending deposits (they
 * may be approved) and pending withdrawals (they may be rejected and come back).
 *
 * @example
 * committedMinor(backend, { domain_name: 'localhost', account_id: 'demo' }) // 152075 for 1,520.75 and nothing pending
 */
export function committedMinor(backend: MockBackend, owner: Owner): number {
  const group = ownerGroup(owner)
  const player = backend.tables.players.get(group)
  let minor = player?.game_balance_minor ?? 0
  for (const d of backend.tables.deposits.inGroup(group))
    if (d.status === 'pending') minor += d.amount_minor
  for (const w of backend.tables.withdrawals.inGroup(group))
    if (w.status === 'pending') minor += w.amount_minor
  return minor
}

/**
 * Refuses a credit that could take the player past `max_balance` (aboveMaximum, naming the bound),
 * so that approving every pending deposit and rejecting every pending withdrawal still stays inside.
 *
 * @example
 * const over = refuseAboveMaxBalance(backend, owner, 20_000, 'A win of 200')
 * if (over) return over
 */
export function refuseAboveMaxBalance(
  backend: MockBackend,
  owner: Owner,
  creditMinor: number,
  what: string,
): Refusal | undefined {
  const { max_balance_minor } = boundsOf(backend, owner)
  const committed = committedMinor(backend, owner)
  if (committed + creditMinor <= max_balance_minor) return undefined
  const room = Math.max(0, max_balance_minor - committed)
  return refusal(
    'aboveMaximum',
    `${what} would take the balance past the maximum balance (max_balance) of ${moneyText(max_balance_minor)}; at most ${moneyText(room)} more fits, pending deposits and withdrawals included.`,
  )
}

/**
 * Refuses a stake above the tenant's `max_stake` (aboveMaximum, naming the bound).
 *
 * @example
 * refuseAboveMaxStake(backend, owner, 6_000_000)?.detail // 'The stake 60000 is above the maximum stake (max_stake) of 50000.'
 */
export function refuseAboveMaxStake(
  backend: MockBackend,
  owner: Owner,
  stakeMinor: number,
): Refusal | undefined {
  const { max_stake_minor } = boundsOf(backend, owner)
  return stakeMinor > max_stake_minor
    ? refusal(
        'aboveMaximum',
        `The stake ${moneyText(stakeMinor)} is above the maximum stake (max_stake) of ${moneyText(max_stake_minor)}.`,
      )
    : undefined
}
