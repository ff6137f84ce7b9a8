import { useEffect } from 'react'
import type { WalletCalls } from '../api/wallet-calls.ts'
import {
  initialWithdrawal,
  nextWithdrawal,
  type WithdrawalOrder,
  type WithdrawalState,
} from '../utils/withdrawal-flow.ts'
import { useFlow } from './use-flow.ts'

export type WithdrawalActions = {
  review: (order: WithdrawalOrder) => void
  back: () => void
  submit: () => void
  restart: () => void
}

/** The withdrawal flow with its call; `restart` also asks the page for fresh limits. */
export function useWithdrawalFlow(
  calls: WalletCalls,
  refreshBalance: () => void,
  reloadInfo: () => void,
): [WithdrawalState, WithdrawalActions] {
  const [state, send, peek] = useFlow(nextWithdrawal, initialWithdrawal)

  const heldId = state.step === 'pending' ? state.withdrawal.withdrawal_id : null
  useEffect(() => {
    if (heldId !== null) refreshBalance()
  }, [heldId, refreshBalance])

  const actions: WithdrawalActions = {
    review: (order) => send({ type: 'review', ...order }),
    back: () => send({ type: 'back' }),
    submit: () => {
      const before = peek()
      if (before.step !== 'confirm' || !send({ type: 'submit' })) return
      void calls
        .withdraw(before.amount, before.bankAccountId)
        .then((outcome) =>
          send(
            outcome.ok
              ? { type: 'answered', withdrawal: outcome.value }
              : { type: 'refused', message: outcome.message, definite: outcome.definite },
          ),
        )
    },
    restart: () => {
      if (send({ type: 'restart' })) reloadInfo()
    },
  }
  return [state, actions]
}
