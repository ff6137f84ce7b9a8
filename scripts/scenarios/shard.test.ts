import { describe, expect, it } from 'vitest'
import { parseShard, shardRange } from './shard.ts'

describe('parseShard', () => {
  const rows: [string, { want: { current: number; total: number } | RegExp }][] = [
    ['1/1', { want: { current: 1, total: 1 } }],
    ['2/3', { want: { current: 2, total: 3 } }],
    ['0/3', { want: /expected i\/n/ }],
    ['4/3', { want: /expected i\/n/ }],
    ['2', { want: /expected i\/n/ }],
    ['a/b', { want: /expected i\/n/ }],
  ]
  it.each(rows)('%s', (given, { want }) => {
    if (want instanceof RegExp) expect(() => parseShard(given)).toThrow(want)
    else expect(parseShard(given)).toEqual(want)
  })
})

describe('shardRange', () => {
  const rows: [string, { count: number; total: number; want: [number, number][] }][] = [
    [
      'even split',
      {
        count: 6,
        total: 3,
        want: [
          [0, 2],
          [2, 4],
          [4, 6],
        ],
      },
    ],
    [
      'the first shards take the extra checks',
      {
        count: 10,
        total: 3,
        want: [
          [0, 4],
          [4, 7],
          [7, 10],
        ],
      },
    ],
    [
      'more shards than checks',
      {
        count: 2,
        total: 3,
        want: [
          [0, 1],
          [1, 2],
          [2, 2],
        ],
      },
    ],
    [
      'the full matrix on 4 machines',
      {
        count: 585,
        total: 4,
        want: [
          [0, 147],
          [147, 293],
          [293, 439],
          [439, 585],
        ],
      },
    ],
  ]
  it.each(rows)('%s', (_name, { count, total, want }) => {
    const ranges = want.map((_, i) => shardRange(count, { current: i + 1, total }))
    expect(ranges.map((r) => [r.from, r.to])).toEqual(want)
    expect(ranges.reduce((sum, r) => sum + r.to - r.from, 0)).toBe(count)
  })
})
