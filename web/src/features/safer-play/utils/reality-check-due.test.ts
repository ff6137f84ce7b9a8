import { describe, expect, it } from 'vitest'
import { realityCheckDue } from './reality-check-due.ts'

describe('a reality check falls due', () => {
  it.each([
    ['when the next check moved on', '2026-01-01T10:30:00Z', '2026-01-01T11:00:00Z', true],
    ['not while the next check is the same', '2026-01-01T10:30:00Z', '2026-01-01T10:30:00Z', false],
    ['not on the first summary', null, '2026-01-01T10:30:00Z', false],
    ['not when the player switched it off', '2026-01-01T10:30:00Z', null, false],
  ])('%s', (_name, before, next, want) => {
    expect(realityCheckDue(before, next)).toBe(want)
  })
})
