import { useCallback, useEffect } from 'react'
import type { DepositChannel } from '@playfront/contract/types'
import type { WalletCalls } from '../api/wallet-calls.ts'
import {
  initialDeposit,
  nextDeposit,
  type DepositAttempt,
  type DepositState,
} from '../utils/deposit-flow.ts'
import { newIdempotencyKey } from '../utils/idempotency-key.ts'
import { useFlow } from './use-flow.ts'

export const depositPollMs = 5_000

export type DepositActions = {
  choose: (channel: DepositChannel) => void
  review: (amount: number) => void
  back: () => void
  submit: () => void
  retry: () => void
  check: () => void
  restart: () => void
}

/** The deposit flow with its calls: the post leaves only when the step accepted the event. */
export function useDepositFlow(
  calls: WalletCalls,
  refreshBalance: () => void,
): [DepositState, DepositActions] {
  const [state, send, peek] = useFlow(nextDeposit, initialDeposit)

  const post = useCallback(
    async ({ channel, amount, key }: DepositAttempt) => {
      const outcome = await calls.deposit(channel.channel_code, amount, key)
      send(
        outcome.ok
          ? { type: 'answered', deposit: outcome.value }
          : {
              type: 'refused',
              message: outcome.message,
              definite: outcome.definite,
              ...(outcome.limit && { limit: outcome.limit }),
            },
      )
    },
    [calls, send],
  )

  const check = useCallback(() => {
    const before = peek()
    if (before.step !== 'pending' || !send({ type: 'check' })) return
    void calls
      .depositStatus(before.deposit.deposit_id)
      .then((outcome) =>
        send(outcome.ok ? { type: 'answered', deposit: outcome.value } : { type: 'checkFailed' }),
      )
  }, [calls, send, peek])

  const pendingId = state.step === 'pending' ? state.deposit.deposit_id : null
  useEffect(() => {
    if (pendingId === null) return
    const timer = setInterval(check, depositPollMs)
    return () => clearInterval(timer)
  }, [pendingId, check])

  const approvedId = state.step === 'done' ? state.deposit.deposit_id : null
  useEffect(() => {
    if (approvedId !== null) refreshBalance()
  }, [approvedId, refreshBalance])

  const sendThenPost = (event: { type: 'submit' } | { type: 'retry' }) => {
    const before = peek()
    if ((before.step === 'confirm' || before.step === 'failed') && send(event)) void post(before)
  }

  const actions: DepositActions = {
    choose: (channel) => send({ type: 'choose', channel }),
    review: (amount) => send({ type: 'review', amount, key: newIdempotencyKey() }),
    back: () => send({ type: 'back' }),
    submit: () => sendThenPost({ type: 'submit' }),
    retry: () => sendThenPost({ type: 'retry' }),
    check,
    restart: () => send({ type: 'restart' }),
  }
  return [state, actions]
}
