import { beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadGuardKey, reloadOnce } from './reload-guard.ts'

describe('reloadOnce', () => {
  beforeEach(() => sessionStorage.clear())

  const rows: [string, { given: { guard?: string; path: string; now: number }; want: boolean }][] =
    [
      ['no guard yet: reloads', { given: { path: '/slots', now: 1_000 }, want: true }],
      [
        'same path within 10 s: holds back',
        {
          given: { guard: '{"path":"/slots","expires":11000}', path: '/slots', now: 10_999 },
          want: false,
        },
      ],
      [
        'same path once 10 s passed: reloads',
        {
          given: { guard: '{"path":"/slots","expires":11000}', path: '/slots', now: 11_000 },
          want: true,
        },
      ],
      [
        'another path within 10 s: reloads',
        {
          given: { guard: '{"path":"/slots","expires":11000}', path: '/casino', now: 5_000 },
          want: true,
        },
      ],
      [
        'a broken guard is ignored',
        { given: { guard: '{not json', path: '/slots', now: 5_000 }, want: true },
      ],
    ]
  it.each(rows)('%s', (_, { given, want }) => {
    if (given.guard) sessionStorage.setItem(reloadGuardKey, given.guard)
    const reload = vi.fn()
    expect(reloadOnce(given.path, reload, { now: given.now })).toBe(want)
    expect(reload).toHaveBeenCalledTimes(want ? 1 : 0)
  })

  it('keeps the path and an expiry 10,000 ms ahead', () => {
    reloadOnce('/hot', () => {}, { now: 50_000 })
    expect(JSON.parse(sessionStorage.getItem(reloadGuardKey)!)).toEqual({
      path: '/hot',
      expires: 60_000,
    })
  })

  it('a second failure right after the reload does not loop', () => {
    const reload = vi.fn()
    reloadOnce('/hot', reload, { now: 1_000 })
    reloadOnce('/hot', reload, { now: 3_000 })
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
