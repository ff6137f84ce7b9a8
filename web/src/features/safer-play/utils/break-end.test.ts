import { describe, expect, it } from 'vitest'
import { breakEnd } from './break-end.ts'

const from = new Date('2026-01-31T10:00:00Z')

describe('the end of a break', () => {
  it.each([
    ['P1D', '2026-02-01T10:00:00.000Z'],
    ['P7D', '2026-02-07T10:00:00.000Z'],
    ['P30D', '2026-03-02T10:00:00.000Z'],
    ['P6M', '2026-07-31T10:00:00.000Z'],
    ['P1Y', '2027-01-31T10:00:00.000Z'],
    ['P5Y', '2031-01-31T10:00:00.000Z'],
  ] as const)('%s from 31 January ends %s', (duration, want) => {
    expect(breakEnd(duration, from).toISOString()).toBe(want)
  })
})
