import type { Withdrawal } from '@playfront/contract/types'
import { describe, expect, it } from 'vitest'
import {
  initialWithdrawal,
  nextWithdrawal,
  type WithdrawalEvent,
  type WithdrawalState,
} from './withdrawal-flow.ts'

const order = { amount: 200, fee: 5, payout: 195, bankAccountId: 3 }
const withdrawal: Withdrawal = {
  withdrawal_id: 4,
  amount: 200,
  fee: 5,
  payout: 195,
  bank_account_id: 3,
  status: 'pending',
  created_date: '2025-06-02T11:00:00Z',
}
const unknown: WithdrawalState = {
  step: 'failed',
  ...order,
  message: 'disconnect',
  definite: false,
}
const refused: WithdrawalState = {
  step: 'failed',
  ...order,
  message: 'overWithdrawable',
  definite: true,
}

describe('withdrawal flow', () => {
  const rows: [
    string,
    { given: WithdrawalState; event: WithdrawalEvent; want: WithdrawalState },
  ][] = [
    [
      'reviewing shows the fee and what is paid',
      {
        given: initialWithdrawal,
        event: { type: 'review', ...order },
        want: { step: 'confirm', ...order },
      },
    ],
    [
      'back edits the amount',
      { given: { step: 'confirm', ...order }, event: { type: 'back' }, want: initialWithdrawal },
    ],
    [
      'confirming submits',
      {
        given: { step: 'confirm', ...order },
        event: { type: 'submit' },
        want: { step: 'submitting', ...order },
      },
    ],
    [
      'an answer is a pending withdrawal',
      {
        given: { step: 'submitting', ...order },
        event: { type: 'answered', withdrawal },
        want: { step: 'pending', withdrawal },
      },
    ],
    [
      'a refusal fails',
      {
        given: { step: 'submitting', ...order },
        event: { type: 'refused', message: 'overWithdrawable', definite: true },
        want: refused,
      },
    ],
    [
      'a refusal may change the amount',
      { given: refused, event: { type: 'back' }, want: initialWithdrawal },
    ],
    [
      'an unknown outcome starts over from fresh limits',
      { given: unknown, event: { type: 'restart' }, want: initialWithdrawal },
    ],
    [
      'another withdrawal starts over',
      {
        given: { step: 'pending', withdrawal },
        event: { type: 'restart' },
        want: initialWithdrawal,
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, event, want }) => {
    expect(nextWithdrawal(given, event)).toEqual(want)
  })

  const ignored: [string, WithdrawalState, WithdrawalEvent][] = [
    [
      'a second submit while submitting (double click)',
      { step: 'submitting', ...order },
      { type: 'submit' },
    ],
    ['a submit once the withdrawal exists', { step: 'pending', withdrawal }, { type: 'submit' }],
    [
      'a submit of an unknown outcome (no idempotency key: never resent blindly)',
      unknown,
      { type: 'submit' },
    ],
    ['back from an unknown outcome', unknown, { type: 'back' }],
    ['a late answer after starting over', initialWithdrawal, { type: 'answered', withdrawal }],
    ['starting over while the call is out', { step: 'submitting', ...order }, { type: 'restart' }],
  ]
  it.each(ignored)('ignores %s', (_, given, event) => {
    expect(nextWithdrawal(given, event)).toBe(given)
  })
})
