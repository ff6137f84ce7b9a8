import { describe, expect, it } from 'vitest'
import { decimalPlaces, isExactMultiple } from './exact-decimal.ts'

describe('a money amount is a multiple of 0.01 only when its digits say so', () => {
  it.each([
    [0.01, true],
    [1520.75, true],
    [999999999.99, true],
    [500, true],
    [1e21, true],
    [0.1 + 0.2, false],
    [1e-9, false],
    [0.001, false],
    [10.555, false],
    [0.015, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (value, want) => {
    expect(isExactMultiple(value, 0.01)).toBe(want)
  })

  it.each([
    [10.555, 3],
    [1e-9, 9],
    [1.5e21, 0],
    [-0.25, 2],
    [120, 0],
  ])('%s has %s decimal places', (value, want) => {
    expect(decimalPlaces(value)).toBe(want)
  })

  it('takes other steps as well: whole numbers and halves', () => {
    expect(isExactMultiple(12, 3)).toBe(true)
    expect(isExactMultiple(2.5, 0.5)).toBe(true)
    expect(isExactMultiple(2.25, 0.5)).toBe(false)
  })
})
