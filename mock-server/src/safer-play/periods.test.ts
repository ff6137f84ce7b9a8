import { describe, expect, it } from 'vitest'
import { breakEnd, periodOf } from './periods.ts'

const at = (iso: string) => Date.parse(iso)

describe('the periods a limit counts over (UTC)', () => {
  it.each([
    ['daily', '2025-06-02T09:30:00Z', '2025-06-02T00:00:00Z', '2025-06-03T00:00:00Z'],
    ['daily', '2025-06-02T00:00:00Z', '2025-06-02T00:00:00Z', '2025-06-03T00:00:00Z'],
    ['weekly', '2025-06-02T09:30:00Z', '2025-06-02T00:00:00Z', '2025-06-09T00:00:00Z'],
    ['weekly', '2025-06-08T23:59:59Z', '2025-06-02T00:00:00Z', '2025-06-09T00:00:00Z'],
    ['weekly', '2025-06-01T12:00:00Z', '2025-05-26T00:00:00Z', '2025-06-02T00:00:00Z'],
    ['monthly', '2025-06-30T23:00:00Z', '2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z'],
    ['monthly', '2025-12-15T00:00:00Z', '2025-12-01T00:00:00Z', '2026-01-01T00:00:00Z'],
  ] as const)('%s at %s runs from %s to %s', (period, now, start, end) => {
    expect(periodOf(period, at(now))).toEqual({ start: at(start), end: at(end) })
  })
})

describe('when a break ends', () => {
  it.each([
    ['P1D', '2025-06-02T09:00:00Z', '2025-06-03T09:00:00Z'],
    ['P7D', '2025-06-02T09:00:00Z', '2025-06-09T09:00:00Z'],
    ['P30D', '2025-06-02T09:00:00Z', '2025-07-02T09:00:00Z'],
    ['P6M', '2025-06-02T09:00:00Z', '2025-12-02T09:00:00Z'],
    ['P1Y', '2025-06-02T09:00:00Z', '2026-06-02T09:00:00Z'],
    ['P5Y', '2025-06-02T09:00:00Z', '2030-06-02T09:00:00Z'],
  ] as const)('%s from %s ends at %s', (duration, start, end) => {
    expect(breakEnd(duration, at(start))).toBe(at(end))
  })
})
