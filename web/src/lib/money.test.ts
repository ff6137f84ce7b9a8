import { describe, expect, it } from 'vitest'
import { formatAmount, formatCount, formatMoney, toIsoCurrency } from './money.ts'

const spaced = (text: string) => text.replace(/\s/g, ' ')

describe('formatMoney', () => {
  const rows: [string, { given: [number, string, string?]; want: string }][] = [
    ['Philippine peso', { given: [1234.5, 'PHP'], want: '₱1,234.50' }],
    ['Chinese tenant code CN is yuan', { given: [88, 'CN', 'zh'], want: '¥88.00' }],
    ['Indonesian rupiah by code', { given: [1000, 'IDR'], want: 'IDR 1,000.00' }],
    ['Myanmar kyat by code', { given: [5, 'MMK'], want: 'MMK 5.00' }],
    ['an unknown code is shown beside the number', { given: [5, 'POINTS'], want: 'POINTS 5.00' }],
    ['not a number shows zero', { given: [Number.NaN, 'PHP'], want: '₱0.00' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(spaced(formatMoney(...given))).toBe(want)
  })
})

describe('toIsoCurrency', () => {
  it.each([
    ['CN', 'CNY'],
    ['php', 'PHP'],
    ['MNT', 'MNT'],
  ])('%s is %s', (given, want) => {
    expect(toIsoCurrency(given)).toBe(want)
  })
})

describe('formatAmount', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0.125, '0.13'],
    [Number.NaN, '0.00'],
  ])('%s is %s', (given, want) => {
    expect(formatAmount(given)).toBe(want)
  })
})

describe('formatCount', () => {
  it('groups a whole count as the amounts beside it, whatever language the machine speaks', () => {
    expect(formatCount(1234567)).toBe('1,234,567')
    expect(formatCount(0)).toBe('0')
    expect(formatCount(Number.NaN)).toBe('0')
  })
})
