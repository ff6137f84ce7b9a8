import type { Deposit, DepositChannel } from '@playfront/contract/types'
import type { RefusedLimit } from '../api/wallet-calls.ts'

/*
 * Invariants of a deposit attempt:
 * - one idempotency key per attempt, made when the player reviews an amount and kept through
 *   every retry, so a double click or a retry after a lost answer never makes a second deposit;
 * - `submit` is accepted only from `confirm` and `retry` only from a failure whose outcome is
 *   unknown (the call may have reached the backend), so no second call leaves while one is out;
 * - a refusal is definite (nothing was created): only then may the player change the amount,
 *   which starts a new attempt with a new key; starting over after an unknown outcome is the
 *   player's explicit choice, made after the screen pointed at the transaction history;
 * - the balance is refreshed when a deposit is approved (the hook does it on entering `done`).
 */
export type DepositAttempt = { channel: DepositChannel; amount: number; key: string }

export type DepositState =
  | { step: 'channel' }
  | { step: 'amount'; channel: DepositChannel }
  | ({ step: 'confirm' } & DepositAttempt)
  | ({ step: 'submitting' } & DepositAttempt)
  | { step: 'pending'; deposit: Deposit; checking: boolean; checkFailed: boolean }
  | { step: 'done'; deposit: Deposit }
  | ({
      step: 'failed'
      message: string
      definite: boolean
      limit?: RefusedLimit
      deposit?: undefined
    } & DepositAttempt)
  | { step: 'rejected'; deposit: Deposit }

export type DepositEvent =
  | { type: 'choose'; channel: DepositChannel }
  | { type: 'review'; amount: number; key: string }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'answered'; deposit: Deposit }
  | { type: 'refused'; message: string; definite: boolean; limit?: RefusedLimit }
  | { type: 'retry' }
  | { type: 'check' }
  | { type: 'checkFailed' }
  | { type: 'restart' }

export const initialDeposit: DepositState = { step: 'channel' }

function settle(deposit: Deposit): DepositState {
  if (deposit.status === 'approved') return { step: 'done', deposit }
  if (deposit.status === 'rejected') return { step: 'rejected', deposit }
  return { step: 'pending', deposit, checking: false, checkFailed: false }
}

const attemptOf = ({ channel, amount, key }: DepositAttempt): DepositAttempt => ({
  channel,
  amount,
  key,
})

/** The whole flow as one pure function: an event that does not fit the step leaves it unchanged. */
export function nextDeposit(state: DepositState, event: DepositEvent): DepositState {
  switch (event.type) {
    case 'choose':
      return state.step === 'channel' || state.step === 'amount'
        ? { step: 'amount', channel: event.channel }
        : state
    case 'review':
      return state.step === 'amount'
        ? { step: 'confirm', channel: state.channel, amount: event.amount, key: event.key }
        : state
    case 'back':
      if (state.step === 'confirm') return { step: 'amount', channel: state.channel }
      if (state.step === 'failed' && state.definite)
        return { step: 'amount', channel: state.channel }
      return state.step === 'amount' ? { step: 'channel' } : state
    case 'submit':
      return state.step === 'confirm' ? { step: 'submitting', ...attemptOf(state) } : state
    case 'retry':
      return state.step === 'failed' && !state.definite
        ? { step: 'submitting', ...attemptOf(state) }
        : state
    case 'answered':
      if (state.step === 'submitting') return settle(event.deposit)
      if (state.step === 'pending' && event.deposit.deposit_id === state.deposit.deposit_id)
        return settle(event.deposit)
      return state
    case 'refused':
      return state.step === 'submitting'
        ? {
            step: 'failed',
            ...attemptOf(state),
            message: event.message,
            definite: event.definite,
            ...(event.limit && { limit: event.limit }),
          }
        : state
    case 'check':
      return state.step === 'pending' && !state.checking
        ? { ...state, checking: true, checkFailed: false }
        : state
    case 'checkFailed':
      return state.step === 'pending' ? { ...state, checking: false, checkFailed: true } : state
    case 'restart':
      return state.step === 'done' || state.step === 'rejected' || state.step === 'failed'
        ? initialDeposit
        : state
  }
}
