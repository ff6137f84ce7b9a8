import { describe, expect, it } from 'vitest'
import { balanceShards } from './balanced-shards.ts'

const load = (shard: string[], durations: Map<string, number>) =>
  shard.reduce((sum, id) => sum + (durations.get(id) ?? 0), 0)

describe('balanceShards', () => {
  const rows: [
    string,
    { ids: string[]; durations: [string, number][]; total: number; want: string[][] },
  ][] = [
    [
      'one long cell gets a shard of its own',
      {
        ids: ['a', 'b', 'c', 'd'],
        durations: [
          ['a', 9],
          ['b', 3],
          ['c', 3],
          ['d', 3],
        ],
        total: 2,
        want: [['a'], ['b', 'c', 'd']],
      },
    ],
    [
      'unknown cells count as the mean',
      {
        ids: ['a', 'b', 'c', 'd'],
        durations: [
          ['a', 4],
          ['b', 4],
        ],
        total: 2,
        want: [
          ['a', 'c'],
          ['b', 'd'],
        ],
      },
    ],
    [
      'no durations at all: round the cells out evenly',
      { ids: ['a', 'b', 'c'], durations: [], total: 2, want: [['a', 'c'], ['b']] },
    ],
    ['more shards than cells', { ids: ['a'], durations: [], total: 3, want: [['a'], [], []] }],
  ]
  it.each(rows)('%s', (_name, { ids, durations, total, want }) => {
    expect(balanceShards(ids, new Map(durations), total)).toEqual(want)
  })

  it('splits the matrix closer to even than contiguous slices do, every cell once', () => {
    // Visual cells take three times a behaviour cell, and sit together at the end of each group.
    const ids = Array.from({ length: 300 }, (_, i) => `cell${i}`)
    const durations = new Map(ids.map((id, i) => [id, i >= 200 ? 9_000 : 3_000]))
    const shards = balanceShards(ids, durations, 4)
    expect(shards.flat().sort()).toEqual([...ids].sort())
    const loads = shards.map((s) => load(s, durations))
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(9_000)
    const contiguous = [0, 1, 2, 3].map((i) => load(ids.slice(i * 75, (i + 1) * 75), durations))
    expect(Math.max(...contiguous)).toBeGreaterThan(Math.max(...loads))
  })
})
