import type {
  Deposit,
  DepositChannel,
  ProvisionalFailure,
  Withdrawal,
  WithdrawalInfo,
} from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'
import { isSuccess } from '@playfront/contract/success'

/** The limit a refused deposit would have passed, so the screen can say how much is left and when it resets. */
export type RefusedLimit = NonNullable<ProvisionalFailure['limit']>

/** A failed money call: -500 is a refusal or a broken request (nothing happened), anything else may have reached the backend. */
export type MoneyFailure = { ok: false; message: string; definite: boolean; limit?: RefusedLimit }
export type MoneyOutcome<T> = { ok: true; value: T } | MoneyFailure

function moneyOutcome<T>(
  answer: { statusCode: number; statusMessage?: string; limit?: RefusedLimit },
  value: () => T,
): MoneyOutcome<T> {
  if (isSuccess(answer)) return { ok: true, value: value() }
  const failure: MoneyFailure = {
    ok: false,
    message: answer.statusMessage ?? '',
    definite: answer.statusCode === -500,
  }
  return answer.limit ? { ...failure, limit: answer.limit } : failure
}

export type WalletCalls = {
  channels: () => Promise<Outcome<DepositChannel[]>>
  deposit: (channel: string, amount: number, key: string) => Promise<MoneyOutcome<Deposit>>
  depositStatus: (depositId: number) => Promise<Outcome<Deposit>>
  withdrawalInfo: () => Promise<Outcome<WithdrawalInfo>>
  withdraw: (amount: number, bankAccountId: number) => Promise<MoneyOutcome<Withdrawal>>
}

export const walletCalls: WalletCalls = {
  async channels() {
    const answer = await api().post('/api/wallet/deposit_channels', playerBody())
    return outcomeOf(answer, (success) => success.value)
  },
  async deposit(channel, amount, key) {
    const answer = await api().post('/api/wallet/deposit', {
      ...playerBody(),
      channel_code: channel,
      amount,
      idempotency_key: key,
    })
    return moneyOutcome(answer, () => (answer as { value: Deposit }).value)
  },
  async depositStatus(depositId) {
    const answer = await api().post('/api/wallet/deposit_status', {
      ...playerBody(),
      deposit_id: depositId,
    })
    return outcomeOf(answer, (success) => success.value)
  },
  async withdrawalInfo() {
    const answer = await api().post('/api/wallet/withdrawal_info', playerBody())
    return outcomeOf(answer, (success) => success.value)
  },
  async withdraw(amount, bankAccountId) {
    const answer = await api().post('/api/wallet/withdraw', {
      ...playerBody(),
      amount,
      bank_account_id: bankAccountId,
    })
    return moneyOutcome(answer, () => (answer as { value: Withdrawal }).value)
  },
}
