import { describe, expect, it } from 'vitest'
import {
  formatDuration,
  formatPlainLine,
  formatProgress,
  timeLeftMs,
  type ProgressState,
} from './progress.ts'

describe('formatDuration', () => {
  const rows: [number, string][] = [
    [0, '0s'],
    [400, '0s'],
    [59_400, '59s'],
    [60_000, '1m 00s'],
    [65_000, '1m 05s'],
    [754_000, '12m 34s'],
    [-5, '0s'],
  ]
  it.each(rows)('%d ms is %s', (ms, want) => expect(formatDuration(ms)).toBe(want))
})

const state = (done: number, total: number, elapsedMs: number, failed = 0): ProgressState => ({
  done,
  total,
  passed: done - failed,
  failed,
  elapsedMs,
})

describe('timeLeftMs', () => {
  const rows: [string, { given: ProgressState; want: number | undefined }][] = [
    ['unknown before the first check ends', { given: state(0, 10, 5_000), want: undefined }],
    ['the pace so far', { given: state(5, 10, 10_000), want: 10_000 }],
    ['nothing left at the end', { given: state(10, 10, 20_000), want: 0 }],
  ]
  it.each(rows)('%s', (_name, { given, want }) => expect(timeLeftMs(given)).toBe(want))
})

describe('formatProgress', () => {
  const rows: [string, { given: ProgressState; want: string }][] = [
    ['start', { given: state(0, 4, 0), want: '░░░░ 0/4  ✓ 0  ✗ 0  0s elapsed, estimating…' }],
    [
      'half way with a failure',
      { given: state(2, 4, 30_000, 1), want: '██░░ 2/4  ✓ 1  ✗ 1  30s elapsed, ~30s left' },
    ],
    ['done', { given: state(4, 4, 90_000), want: '████ 4/4  ✓ 4  ✗ 0  1m 30s elapsed, ~0s left' }],
  ]
  it.each(rows)('%s', (_name, { given, want }) => expect(formatProgress(given, 4)).toBe(want))

  it('writes a plain line per check when there is no terminal', () => {
    expect(formatPlainLine(state(7, 120, 1), 'slot2.zh.login', 'failed', 2_340)).toBe(
      '[  7/120] failed slot2.zh.login (2.3s)',
    )
  })
})
