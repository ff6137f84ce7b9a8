import { iso } from '../../clock.ts'
import { toMinor, toWire } from '../../money.ts'
import type { Deposit, Withdrawal } from '../../models/wallet.ts'
import { depositChannels, withdrawalLimits } from '../../seed/cashier-config.ts'
import { createDeposit } from '../../wallet/deposits.ts'
import { isRefusal, refusal } from '../../wallet/refusal.ts'
import { turnoverRemainingMinor, withdrawableMinor } from '../../wallet/turnover.ts'
import { createWithdrawal, payoutMinorOf } from '../../wallet/withdrawals.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { success } from '../envelope.ts'
import { playerOf } from './player-of.ts'
import { moneyCall, notMoney, refused } from './provisional-common.ts'
import { isFailure } from './tenant-of.ts'

/**
 * A deposit as the contract shows it.
 *
 * @example
 * depositView(deposit).status // 'pending'
 */
export function depositView(d: Deposit): Schema<'Deposit'> {
  const { deposit_id, channel_code, amount_minor, status, idempotency_key } = d
  return {
    deposit_id,
    channel_code,
    amount: toWire(amount_minor),
    status,
    idempotency_key,
    created_date: iso(d.created_at),
    decided_date: d.decided_at === null ? null : iso(d.decided_at),
  }
}

/**
 * A withdrawal as the contract shows it.
 *
 * @example
 * withdrawalView(withdrawal).payout // amount minus fee
 */
export function withdrawalView(w: Withdrawal): Schema<'Withdrawal'> {
  const { withdrawal_id, amount_minor, fee_minor, bank_account_id, status } = w
  return {
    withdrawal_id,
    amount: toWire(amount_minor),
    fee: toWire(fee_minor),
    payout: toWire(payoutMinorOf(w)),
    bank_account_id,
    status,
    created_date: iso(w.created_at),
  }
}

/** `/api/wallet/deposit_channels`: the channels of the player's tenant. */
const channels: ApiRoute<'/api/wallet/deposit_channels'> = (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  return success({ value: depositChannels(context.backend.tenantByHost(who.player.domain_name)!) })
}

/** `/api/wallet/deposit`: a pending deposit; the same idempotency key answers the first one. */
const deposit: ApiRoute<'/api/wallet/deposit'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const bad = notMoney(context.path, 'amount', context.body.amount)
    if (bad) return bad
    const { channel_code, amount, idempotency_key } = context.body
    const created = await createDeposit(context.backend, owner, {
      channel_code,
      amount_minor: toMinor(amount),
      idempotency_key,
    })
    return isRefusal(created)
      ? refused(context.path, created)
      : success({ value: depositView(created) })
  })

/** `/api/wallet/deposit_status`: one deposit of the player (approved lazily once due). */
const depositStatus: ApiRoute<'/api/wallet/deposit_status'> = (context) =>
  moneyCall(context, ({ owner }) => {
    const found = context.backend.tables.deposits.get(String(context.body.deposit_id))
    if (
      !found ||
      found.domain_name !== owner.domain_name ||
      found.account_id !== owner.account_id
    ) {
      return refused(
        context.path,
        refusal('notFound', `No deposit ${context.body.deposit_id} for this player.`),
      )
    }
    return success({ value: depositView(found) })
  })

/** `/api/wallet/withdrawal_info`: limits, fee and the part of the balance free of turnover. */
const withdrawalInfo: ApiRoute<'/api/wallet/withdrawal_info'> = (context) =>
  moneyCall(context, ({ player, owner }) => {
    const limits = withdrawalLimits(context.backend.tenantByHost(owner.domain_name)!)
    const remaining = turnoverRemainingMinor(context.backend, owner)
    return success({
      value: {
        game_balance: toWire(player.game_balance_minor),
        ...limits,
        withdrawable: toWire(withdrawableMinor(player.game_balance_minor, remaining)),
        turnover_remaining: toWire(remaining),
      },
    })
  })

/** `/api/wallet/withdraw`: checks the rules, then holds the amount. */
const withdraw: ApiRoute<'/api/wallet/withdraw'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const bad = notMoney(context.path, 'amount', context.body.amount)
    if (bad) return bad
    const { amount, bank_account_id } = context.body
    const created = await createWithdrawal(context.backend, owner, {
      amount_minor: toMinor(amount),
      ...(bank_account_id === undefined ? {} : { bank_account_id }),
    })
    if (isRefusal(created)) return refused(context.path, created)
    const balance = context.backend.tables.players.get(
      `${owner.domain_name}|${owner.account_id}`,
    )!.game_balance_minor
    return success({ value: withdrawalView(created), game_balance: toWire(balance) })
  })

/** Routes of the `provisional-wallet` tag. */
export const provisionalWalletRoutes: ApiRoutes = {
  '/api/wallet/deposit_channels': channels,
  '/api/wallet/deposit': deposit,
  '/api/wallet/deposit_status': depositStatus,
  '/api/wallet/withdrawal_info': withdrawalInfo,
  '/api/wallet/withdraw': withdraw,
}
