import { describe, expect, it } from 'vitest'
import type { PlaySessionSummary } from '../api/safer-play-calls.ts'
import { sessionLimitDueAt } from './session-limit-due.ts'

const base: PlaySessionSummary = {
  started_date: '2025-06-02T09:00:00.000Z',
  minutes_played: 10,
  net_result: 0,
  reality_check_minutes: 0,
  next_check_date: null,
  session_limit: { minutes: 30, pending: null },
  ends_date: '2025-06-02T09:30:00.000Z',
}
const received = Date.parse('2031-01-01T12:00:00Z')
const minute = 60_000

describe('when the session limit falls due on the browser clock', () => {
  const rows: [string, { given: Partial<PlaySessionSummary>; want: number | null }][] = [
    ['no limit', { given: { ends_date: null }, want: null }],
    ['twenty minutes left of thirty', { given: {}, want: received + 20 * minute }],
    [
      'a limit lowered below the time played is due at once',
      { given: { minutes_played: 40 }, want: received - 10 * minute },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(sessionLimitDueAt({ ...base, ...given }, received)).toBe(want)
  })
})
