import { describe, expect, it } from 'vitest'
import { digitsOnly, lettersAndSpaces } from './input-filters.ts'

describe('lettersAndSpaces (alphabet-only input)', () => {
  const rows: [string, { given: string; want: string }][] = [
    ['plain latin name', { given: 'Juan Dela Cruz', want: 'Juan Dela Cruz' }],
    ['digits are dropped', { given: 'Juan2000', want: 'Juan' }],
    ['punctuation and symbols are dropped', { given: "O'Neil-Smith!@#", want: 'ONeilSmith' }],
    ['Filipino ñ stays', { given: 'Santo Niño', want: 'Santo Niño' }],
    ['Chinese name stays', { given: '王小明', want: '王小明' }],
    ['combining accent stays', { given: 'Jose\u0301', want: 'Jose\u0301' }],
    ['tabs and new lines are not spaces', { given: 'Ana\tMaria\n', want: 'AnaMaria' }],
    ['emoji is dropped', { given: 'Ana🎰', want: 'Ana' }],
    ['full-width digits are dropped', { given: '李１２', want: '李' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(lettersAndSpaces(given)).toBe(want)
  })
})

describe('digitsOnly (strict number input)', () => {
  const rows: [string, { given: string; want: string }][] = [
    ['digits stay', { given: '09171234567', want: '09171234567' }],
    ['a decimal point is dropped', { given: '12.50', want: '1250' }],
    ['a sign is dropped', { given: '-5', want: '5' }],
    ['spaces and plus are dropped', { given: '+63 917 123', want: '63917123' }],
    ['exponent letter is dropped', { given: '1e5', want: '15' }],
    ['full-width digits are dropped', { given: '１２３', want: '' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(digitsOnly(given)).toBe(want)
  })
})
