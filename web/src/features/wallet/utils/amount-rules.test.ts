import { describe, expect, it } from 'vitest'
import { amountError, minusFee, type AmountLimits } from './amount-rules.ts'

describe('amountError', () => {
  const limits: AmountLimits = { min: 100, max: 50000 }
  const rows: [string, { given: [string, AmountLimits]; want: ReturnType<typeof amountError> }][] =
    [
      ['empty asks for an amount', { given: ['', limits], want: 'wallet.errors.amountRequired' }],
      ['zero asks for an amount', { given: ['0', limits], want: 'wallet.errors.amountRequired' }],
      ['below the minimum', { given: ['99', limits], want: 'wallet.errors.belowMinimum' }],
      ['the minimum itself is fine', { given: ['100', limits], want: null }],
      ['the maximum itself is fine', { given: ['50000', limits], want: null }],
      ['above the maximum', { given: ['50001', limits], want: 'wallet.errors.aboveMaximum' }],
      [
        'more than may be withdrawn',
        { given: ['500', { ...limits, available: 420.75 }], want: 'wallet.errors.overAvailable' },
      ],
      [
        'within what may be withdrawn',
        { given: ['420', { ...limits, available: 420.75 }], want: null },
      ],
    ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(amountError(...given)).toBe(want)
  })
})

describe('minusFee', () => {
  it.each([
    [200, 0, 200],
    [100.1, 0.3, 99.8],
    [5, 10, 0],
  ])('%s minus a fee of %s is %s', (amount, fee, want) => {
    expect(minusFee(amount, fee)).toBe(want)
  })
})
