import type { MockBackend } from '../backend.ts'
import type { Tenant } from '../models/tenant.ts'
import { fromCents, toCents } from '../money.ts'
import { depositChannels, withdrawalLimits } from '../seed/cashier-config.ts'
import type { Owner } from './ledger.ts'
import { refusal, type Refusal } from './refusal.ts'

/**
 * The money bounds of a tenant, in its currency. Every amount of the contract is at most
 * {@link contractMaximum} with two decimals, so a balance in cents stays far inside the exact
 * integers of a JavaScript number (2^53).
 */
export interface MoneyBounds {
  /** The largest single stake of a round. */
  max_stake: number
  /** The largest balance a player may hold, counting pending deposits and withdrawals. */
  max_balance: number
  min_deposit: number
  max_deposit: number
  min_withdrawal: number
  max_withdrawal: number
}

/** The ceiling of every amount in `contract/openapi.yaml`. */
export const contractMaximum = 999_999_999.99

// Stakes and balances by currency: a peso, yuan, kyat, tugrik or rupiah buys very different things.
const byCurrency: Record<string, Pick<MoneyBounds, 'max_stake' | 'max_balance'>> = {
  PHP: { max_stake: 50_000, max_balance: 10_000_000 },
  CN: { max_stake: 10_000, max_balance: 2_000_000 },
  MMK: { max_stake: 1_000_000, max_balance: 200_000_000 },
  MNT: { max_stake: 1_000_000, max_balance: 200_000_000 },
  IDR: { max_stake: 5_000_000, max_balance: 900_000_000 },
}

/**
 * The bounds on a stake, a deposit, a withdrawal and the balance of a tenant's players.
 *
 * @example
 * moneyBounds(tenant).max_stake // 50000 on a PHP tenant
 */
export function moneyBounds(tenant: Tenant): MoneyBounds {
  const channels = depositChannels(tenant)
  const withdrawals = withdrawalLimits(tenant)
  return {
    ...(byCurrency[tenant.site.currency] ?? byCurrency.PHP!),
    min_deposit: Math.min(...channels.map((c) => c.min_amount)),
    max_deposit: Math.max(...channels.map((c) => c.max_amount)),
    min_withdrawal: withdrawals.min_amount,
    max_withdrawal: withdrawals.max_amount,
  }
}

/** The bounds of the tenant a player belongs to. */
export const boundsOf = (backend: MockBackend, owner: Owner): MoneyBounds =>
  moneyBounds(backend.tenantByHost(owner.domain_name)!)

/**
 * What a player holds or may soon hold, in cents: the balance plus pending deposits (they may be
 * approved) and pending withdrawals (they may be rejected and come back).
 *
 * @example
 * committedCents(backend, { domain_name: 'localhost', account_id: 'demo' }) // 152075 for 1,520.75 and nothing pending
 */
export function committedCents(backend: MockBackend, owner: Owner): number {
  const mine = (r: Owner & { status: string }) =>
    r.status === 'pending' &&
    r.domain_name === owner.domain_name &&
    r.account_id === owner.account_id
  const player = backend.tables.players.get(`${owner.domain_name}|${owner.account_id}`)
  let cents = toCents(player?.game_balance ?? 0)
  if (backend.tables.deposits.size > 0)
    for (const d of backend.tables.deposits.all()) if (mine(d)) cents += toCents(d.amount)
  if (backend.tables.withdrawals.size > 0)
    for (const w of backend.tables.withdrawals.all()) if (mine(w)) cents += toCents(w.amount)
  return cents
}

/**
 * Refuses a credit that could take the player past `max_balance` (aboveMaximum, naming the bound),
 * so that approving every pending deposit and rejecting every pending withdrawal still stays inside.
 *
 * @example
 * const over = refuseAboveMaxBalance(backend, owner, toCents(payout), 'A win of 200')
 * if (over) return over
 */
export function refuseAboveMaxBalance(
  backend: MockBackend,
  owner: Owner,
  creditCents: number,
  what: string,
): Refusal | undefined {
  const { max_balance } = boundsOf(backend, owner)
  if (committedCents(backend, owner) + creditCents <= toCents(max_balance)) return undefined
  const room = Math.max(0, toCents(max_balance) - committedCents(backend, owner))
  return refusal(
    'aboveMaximum',
    `${what} would take the balance past the maximum balance (max_balance) of ${max_balance}; at most ${fromCents(room)} more fits, pending deposits and withdrawals included.`,
  )
}

/**
 * Refuses a stake above the tenant's `max_stake` (aboveMaximum, naming the bound).
 *
 * @example
 * refuseAboveMaxStake(backend, owner, 60_000)?.detail // 'The stake 60000 is above the maximum stake (max_stake) of 50000.'
 */
export function refuseAboveMaxStake(
  backend: MockBackend,
  owner: Owner,
  stake: number,
): Refusal | undefined {
  const { max_stake } = boundsOf(backend, owner)
  return toCents(stake) > toCents(max_stake)
    ? refusal(
        'aboveMaximum',
        `The stake ${stake} is above the maximum stake (max_stake) of ${max_stake}.`,
      )
    : undefined
}
