import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchLatestBuildId, watchLatestBuild } from './latest-build.ts'

function answering(...ids: (string | Error)[]) {
  const calls: string[] = []
  const fetchFn = vi.fn(async (url: string) => {
    calls.push(url)
    const next = ids.length > 1 ? ids.shift()! : ids[0]!
    if (next instanceof Error) throw next
    return new Response(JSON.stringify({ id: next, timestamp: 1 }))
  })
  return { fetchFn, calls }
}

describe('fetchLatestBuildId', () => {
  const rows: [string, { given: () => Promise<Response>; want: string | null }][] = [
    ['reads the id', { given: async () => new Response('{"id":"b42"}'), want: 'b42' }],
    [
      'a missing file is no build',
      { given: async () => new Response('gone', { status: 404 }), want: null },
    ],
    [
      'an offline player is no build',
      { given: async () => Promise.reject(new TypeError('offline')), want: null },
    ],
    ['a file without id is no build', { given: async () => new Response('{}'), want: null }],
  ]
  it.each(rows)('%s', async (_, { given, want }) => {
    expect(await fetchLatestBuildId(given, '/', 1)).toBe(want)
  })

  it('busts caches with a timestamp query', async () => {
    const { fetchFn, calls } = answering('b1')
    await fetchLatestBuildId(fetchFn, '/', 1_700_000_000_000)
    expect(calls).toEqual(['/builds/latest.json?timestamp=1700000000000'])
  })
})

describe('watchLatestBuild', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('re-checks every 3,600,000 ms and reports a newer build once', async () => {
    const { fetchFn } = answering('running', 'running', 'newer')
    const onNewer = vi.fn()
    watchLatestBuild('running', onNewer, { fetchFn })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchFn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(3_599_999)
    expect(fetchFn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(onNewer).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(onNewer).toHaveBeenCalledWith('newer')
    await vi.advanceTimersByTimeAsync(3_600_000 * 3)
    expect(fetchFn).toHaveBeenCalledTimes(3)
  })

  it('stays quiet while the manifest names the running build', async () => {
    const { fetchFn } = answering('running')
    const onNewer = vi.fn()
    const stop = watchLatestBuild('running', onNewer, { fetchFn })
    await vi.advanceTimersByTimeAsync(3_600_000 * 2)
    stop()
    expect(onNewer).not.toHaveBeenCalled()
  })
})
