import { describe, expect, it } from 'vitest'
import { maintenanceAt } from './maintenance.ts'

const now = Date.parse('2025-06-01T12:00:00Z')
const before = '2025-06-01T11:00:00Z'
const after = '2025-06-01T13:00:00Z'

describe('maintenanceAt', () => {
  it.each([
    ['off stays off', false, null, null, false],
    ['on with no dates', true, null, null, true],
    ['inside the window', true, before, after, true],
    ['not started yet', true, after, null, false],
    ['already ended', true, null, before, false],
  ])('%s', (_case, on, start, end, want) => {
    expect(
      maintenanceAt({ is_maintenance: on, start_date: start, end_date: end }, now).is_maintenance,
    ).toBe(want)
  })
})
