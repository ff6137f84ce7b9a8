import type { Deposit, DepositChannel } from '@playfront/contract/types'
import { describe, expect, it } from 'vitest'
import {
  initialDeposit,
  nextDeposit,
  type DepositEvent,
  type DepositState,
} from './deposit-flow.ts'

const channel: DepositChannel = {
  channel_code: 'GCASH',
  channel_name: 'GCash',
  min_amount: 100,
  max_amount: 50000,
  preset_amounts: [100, 500],
}
const deposit = (status: Deposit['status'], id = 12): Deposit => ({
  deposit_id: id,
  channel_code: 'GCASH',
  amount: 500,
  status,
  idempotency_key: 'k-1',
  created_date: '2025-06-02T09:00:00Z',
  decided_date: null,
})
const attempt = { channel, amount: 500, key: 'k-1' }
const pending: DepositState = {
  step: 'pending',
  deposit: deposit('pending'),
  checking: false,
  checkFailed: false,
}
const checking: DepositState = { ...pending, checking: true }
const unknown: DepositState = { step: 'failed', ...attempt, message: 'disconnect', definite: false }
const refused: DepositState = {
  step: 'failed',
  ...attempt,
  message: 'aboveMaximum',
  definite: true,
}

describe('deposit flow', () => {
  const rows: [string, { given: DepositState; event: DepositEvent; want: DepositState }][] = [
    [
      'choosing a channel asks for the amount',
      {
        given: initialDeposit,
        event: { type: 'choose', channel },
        want: { step: 'amount', channel },
      },
    ],
    [
      'reviewing an amount keeps the attempt key',
      {
        given: { step: 'amount', channel },
        event: { type: 'review', amount: 500, key: 'k-1' },
        want: { step: 'confirm', ...attempt },
      },
    ],
    [
      'back from the confirmation edits the amount',
      {
        given: { step: 'confirm', ...attempt },
        event: { type: 'back' },
        want: { step: 'amount', channel },
      },
    ],
    [
      'back from the amount picks another channel',
      { given: { step: 'amount', channel }, event: { type: 'back' }, want: initialDeposit },
    ],
    [
      'confirming submits the attempt',
      {
        given: { step: 'confirm', ...attempt },
        event: { type: 'submit' },
        want: { step: 'submitting', ...attempt },
      },
    ],
    [
      'a pending answer waits for approval',
      {
        given: { step: 'submitting', ...attempt },
        event: { type: 'answered', deposit: deposit('pending') },
        want: pending,
      },
    ],
    [
      'an approved answer is done',
      {
        given: { step: 'submitting', ...attempt },
        event: { type: 'answered', deposit: deposit('approved') },
        want: { step: 'done', deposit: deposit('approved') },
      },
    ],
    [
      'a disconnect is an unknown outcome',
      {
        given: { step: 'submitting', ...attempt },
        event: { type: 'refused', message: 'disconnect', definite: false },
        want: unknown,
      },
    ],
    [
      'a retry resends the same key',
      { given: unknown, event: { type: 'retry' }, want: { step: 'submitting', ...attempt } },
    ],
    [
      'a refusal may change the amount',
      { given: refused, event: { type: 'back' }, want: { step: 'amount', channel } },
    ],
    [
      'a check of a pending deposit is marked',
      { given: pending, event: { type: 'check' }, want: checking },
    ],
    [
      'approval while pending is done',
      {
        given: checking,
        event: { type: 'answered', deposit: deposit('approved') },
        want: { step: 'done', deposit: deposit('approved') },
      },
    ],
    [
      'rejection while pending is rejected',
      {
        given: checking,
        event: { type: 'answered', deposit: deposit('rejected') },
        want: { step: 'rejected', deposit: deposit('rejected') },
      },
    ],
    [
      'a failed check stays pending',
      { given: checking, event: { type: 'checkFailed' }, want: { ...pending, checkFailed: true } },
    ],
    [
      'a new deposit starts over',
      {
        given: { step: 'done', deposit: deposit('approved') },
        event: { type: 'restart' },
        want: initialDeposit,
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, event, want }) => {
    expect(nextDeposit(given, event)).toEqual(want)
  })

  const ignored: [string, DepositState, DepositEvent][] = [
    [
      'a second submit while submitting (double click)',
      { step: 'submitting', ...attempt },
      { type: 'submit' },
    ],
    ['a submit after the deposit exists', pending, { type: 'submit' }],
    ['a retry after a definite refusal', refused, { type: 'retry' }],
    ['a retry while submitting', { step: 'submitting', ...attempt }, { type: 'retry' }],
    ['a second check while one is out', checking, { type: 'check' }],
    [
      'an answer about another deposit',
      pending,
      { type: 'answered', deposit: deposit('approved', 99) },
    ],
    [
      'a late answer after the flow moved on',
      initialDeposit,
      { type: 'answered', deposit: deposit('approved') },
    ],
    [
      'back from an unknown outcome (the amount must not change under the same key)',
      unknown,
      { type: 'back' },
    ],
    [
      'starting over while the call is out',
      { step: 'submitting', ...attempt },
      { type: 'restart' },
    ],
    [
      'a new amount while confirming',
      { step: 'confirm', ...attempt },
      { type: 'review', amount: 900, key: 'k-2' },
    ],
  ]
  it.each(ignored)('ignores %s', (_, given, event) => {
    expect(nextDeposit(given, event)).toBe(given)
  })
})
