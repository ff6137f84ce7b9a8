import type { Withdrawal } from '@playfront/contract/types'

/*
 * Invariants of a withdrawal:
 * - `submit` is accepted only from `confirm`, so a double click sends one request; the contract
 *   has no idempotency key for withdrawals, so a failure whose outcome is unknown (the call may
 *   have reached the backend) is never retried blindly: the player starts over from fresh limits
 *   after looking at the transaction history;
 * - a refusal is definite (nothing was held): the player may change the amount;
 * - the amount is held at once, so the balance is refreshed as soon as the withdrawal exists.
 */
export type WithdrawalOrder = { amount: number; fee: number; payout: number; bankAccountId: number }

export type WithdrawalState =
  | { step: 'amount' }
  | ({ step: 'confirm' } & WithdrawalOrder)
  | ({ step: 'submitting' } & WithdrawalOrder)
  | { step: 'pending'; withdrawal: Withdrawal }
  | ({ step: 'failed'; message: string; definite: boolean } & WithdrawalOrder)

export type WithdrawalEvent =
  | ({ type: 'review' } & WithdrawalOrder)
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'answered'; withdrawal: Withdrawal }
  | { type: 'refused'; message: string; definite: boolean }
  | { type: 'restart' }

export const initialWithdrawal: WithdrawalState = { step: 'amount' }

const orderOf = ({ amount, fee, payout, bankAccountId }: WithdrawalOrder): WithdrawalOrder => ({
  amount,
  fee,
  payout,
  bankAccountId,
})

export function nextWithdrawal(state: WithdrawalState, event: WithdrawalEvent): WithdrawalState {
  switch (event.type) {
    case 'review':
      return state.step === 'amount' ? { step: 'confirm', ...orderOf(event) } : state
    case 'back':
      return state.step === 'confirm' || (state.step === 'failed' && state.definite)
        ? initialWithdrawal
        : state
    case 'submit':
      return state.step === 'confirm' ? { step: 'submitting', ...orderOf(state) } : state
    case 'answered':
      return state.step === 'submitting' ? { step: 'pending', withdrawal: event.withdrawal } : state
    case 'refused':
      return state.step === 'submitting'
        ? { step: 'failed', ...orderOf(state), message: event.message, definite: event.definite }
        : state
    case 'restart':
      return state.step === 'pending' || state.step === 'failed' ? initialWithdrawal : state
  }
}
