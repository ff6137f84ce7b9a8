import { describe, expect, it } from 'vitest'
import type { PlayLimit } from '../api/safer-play-calls.ts'
import { offersDepositLimit } from './limit-offer.ts'

const none = (kind: PlayLimit['kind'], period: PlayLimit['period']): PlayLimit => ({
  kind,
  period,
  amount: null,
  used: 0,
  resets_date: '2025-06-03T00:00:00.000Z',
  pending: null,
})
const unset = [none('deposit', 'daily'), none('deposit', 'weekly'), none('loss', 'daily')]
const waiting = {
  amount: 100,
  requested_date: '2025-06-02T09:00:00.000Z',
  available_date: '2025-06-03T09:00:00.000Z',
  confirmable: false,
}

describe('the deposit limit offer at the first deposit', () => {
  it.each<[string, { limits: PlayLimit[]; deposited: boolean; want: boolean }]>([
    ['a new player with no limit is offered one', { limits: unset, deposited: false, want: true }],
    ['a player who has deposited is not', { limits: unset, deposited: true, want: false }],
    [
      'a weekly deposit limit is enough',
      { limits: [{ ...unset[0]!, period: 'weekly', amount: 500 }], deposited: false, want: false },
    ],
    [
      'a waiting change counts as a choice',
      { limits: [{ ...unset[0]!, pending: waiting }], deposited: false, want: false },
    ],
    [
      'a loss limit alone still leaves deposits open',
      { limits: [{ ...unset[2]!, amount: 50 }, unset[0]!], deposited: false, want: true },
    ],
  ])('%s', (_name, { limits, deposited, want }) => {
    expect(offersDepositLimit(limits, deposited)).toBe(want)
  })
})
