import { describe, expect, it } from 'vitest'
import { formatBetAmount, type BetAmountOptions } from './bet-amount.ts'

describe('formatBetAmount', () => {
  const rows: [
    string,
    { given: [number | string | null | undefined, BetAmountOptions?]; want: string },
  ][] = [
    ['0 shows as empty', { given: [0], want: '' }],
    ['"0.00" from the server shows as empty', { given: ['0.00'], want: '' }],
    ['no value shows as empty', { given: [undefined], want: '' }],
    ['a whole amount', { given: [25], want: '25' }],
    ['one decimal stays', { given: [2.5], want: '2.5' }],
    ['three decimals stay', { given: [1.234], want: '1.234' }],
    ['more than three decimals are cut, not rounded', { given: [1.23456], want: '1.234' }],
    [
      'under 1, four decimals: as many digits of its own as 1.234',
      { given: [0.23456], want: '0.2345' },
    ],
    ['cutting 0.99999 does not round up to 1', { given: [0.99999], want: '0.9999' }],
    ['a negative amount under 1 keeps four too', { given: [-0.12345], want: '-0.1234' }],
    ['from 1 up, three again', { given: [1.00049], want: '1' }],
    [
      'four decimals where a screen asks for them',
      { given: [1.23456, { maxDecimals: 4 }], want: '1.2345' },
    ],
    ['three where a screen asks for them', { given: [0.99999, { maxDecimals: 3 }], want: '0.999' }],
    ['trailing zeros are dropped', { given: ['10.5000'], want: '10.5' }],
    ['float noise is cut away', { given: [0.1 + 0.2], want: '0.3' }],
    [
      'a string keeps digits a float would lose',
      { given: ['12345678901234567.125'], want: '12345678901234567.125' },
    ],
    ['a negative amount is cut towards zero', { given: [-1.23456], want: '-1.234' }],
    ['a tiny amount keeps its fourth decimal', { given: [0.0001], want: '0.0001' }],
    ['a tinier one cut to nothing shows 0', { given: [0.00001], want: '0' }],
    ['exponent notation is expanded', { given: [1e-7, { maxDecimals: 4 }], want: '0' }],
    ['not a number shows as empty', { given: ['abc'], want: '' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(formatBetAmount(...given)).toBe(want)
  })
})
