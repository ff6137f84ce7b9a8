import { describe, expect, it } from 'vitest'
import { timeBreakdown } from './check-timing.ts'

describe('timeBreakdown', () => {
  const rows: [string, { given: Parameters<typeof timeBreakdown>[0]; want: string }][] = [
    ['no checks, nothing to say', { given: [], want: '' }],
    [
      'the mean per check, biggest first, the rest as browser time',
      {
        given: [
          { durationMs: 3_000, phases: { mock: 100, flow: 2_400, screenshot: 200 } },
          { durationMs: 1_000, phases: { mock: 100, flow: 600, screenshot: 100 } },
        ],
        want: 'flow 1.50 s (75%), browser context and fixtures 0.25 s (13%), grid screenshot 0.15 s (8%), mock reset 0.10 s (5%)',
      },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => expect(timeBreakdown(given)).toBe(want))
})
