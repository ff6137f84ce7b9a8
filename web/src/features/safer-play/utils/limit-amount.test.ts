import { describe, expect, it } from 'vitest'
import { parseLimitAmount } from './limit-amount.ts'

describe('a typed limit amount', () => {
  it.each([
    ['1000', 1000],
    [' 250.5 ', 250.5],
    ['99.99', 99.99],
    ['0', null],
    ['', null],
    ['12.345', null],
    ['-5', null],
    ['1e3', null],
  ])('%j reads as %j', (text, want) => {
    expect(parseLimitAmount(text)).toBe(want)
  })
})
