import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { balanceShards, readDurations } from './balanced-shards.ts'
import { FlagError } from './flag-error.ts'
import { emptyHistory } from './report/history.ts'

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

describe('readDurations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'durations-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text)
    return join(dir, name)
  }

  it("reads a grid.json's durations, leaving out cells that never ran", () => {
    const grid = file(
      'grid.json',
      JSON.stringify({
        cells: [
          { id: 'a', durationMs: 900 },
          { id: 'b', durationMs: 0 },
        ],
      }),
    )
    expect(readDurations(grid, emptyHistory())).toEqual(new Map([['a', 900]]))
  })

  it('turns away a file that is no run of pnpm scenarios with a message, not a stack', () => {
    const rows: [string, string, RegExp][] = [
      ['not JSON', file('notes.txt', 'casino1 took long\n'), /is not JSON/],
      ['null', file('null.json', 'null'), /neither a history.json nor a grid.json/],
      ['another JSON', file('package.json', '{"name":"x"}'), /neither a history.json/],
      ['missing', join(dir, 'gone.json'), /no file .*gone\.json/],
    ]
    for (const [, path, message] of rows) {
      expect(() => readDurations(path, emptyHistory())).toThrow(FlagError)
      expect(() => readDurations(path, emptyHistory())).toThrow(message)
    }
  })
})
