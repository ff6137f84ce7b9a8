import { describe, expect, it } from 'vitest'
import { depositLimitOf, type DepositLimitChoice } from './deposit-limit-choice.ts'

const invalid = { error: 'saferPlay.amountInvalid' }

describe('the deposit limit chosen at signup', () => {
  it.each<[string, { given: DepositLimitChoice; want: ReturnType<typeof depositLimitOf> }]>([
    ['no period is no limit', { given: { period: '', amount: '' }, want: { limit: null } }],
    [
      'no period ignores a typed amount',
      { given: { period: '', amount: 'x' }, want: { limit: null } },
    ],
    [
      'a daily 100',
      {
        given: { period: 'daily', amount: ' 100 ' },
        want: { limit: { period: 'daily', amount: 100 } },
      },
    ],
    [
      'two decimals',
      {
        given: { period: 'monthly', amount: '2500.50' },
        want: { limit: { period: 'monthly', amount: 2500.5 } },
      },
    ],
    ['an empty amount', { given: { period: 'weekly', amount: '' }, want: invalid }],
    ['zero', { given: { period: 'weekly', amount: '0' }, want: invalid }],
    ['three decimals', { given: { period: 'weekly', amount: '1.005' }, want: invalid }],
    ['a negative amount', { given: { period: 'daily', amount: '-5' }, want: invalid }],
  ])('%s', (_name, { given, want }) => {
    expect(depositLimitOf(given)).toEqual(want)
  })
})
