import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { balanceShards, planShard, readDurations } from './balanced-shards.ts'
import { FlagError } from './flag-error.ts'

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
    expect(readDurations(grid)).toEqual(new Map([['a', 900]]))
  })

  it('turns away a file that is no run of pnpm scenarios with a message, not a stack', () => {
    const rows: [string, string, RegExp][] = [
      ['not JSON', file('notes.txt', 'casino1 took long\n'), /is not JSON/],
      ['null', file('null.json', 'null'), /neither a history.json nor a grid.json/],
      ['another JSON', file('package.json', '{"name":"x"}'), /neither a history.json/],
      ['missing', join(dir, 'gone.json'), /no file .*gone\.json/],
    ]
    for (const [, path, message] of rows) {
      expect(() => readDurations(path)).toThrow(FlagError)
      expect(() => readDurations(path)).toThrow(message)
    }
  })
})

describe('planShard', () => {
  const ids = ['a', 'b', 'c', 'd', 'e']

  it("leaves a shard with no --durations to Playwright's split, and says how to balance it", () => {
    // Each machine's own folder knows different durations (a shard's folder, only its own half),
    // so no machine may balance by it: they would split the matrix differently.
    const plan = planShard(ids, { current: 2, total: 2 })
    expect(plan.cells).toBeUndefined()
    expect(plan.line).toBe(
      "scenarios: shard 2/2 runs 2 of 5 checks, split in order (Playwright's split, the same on every machine); to balance the machines by time, give each the same --durations file, e.g. the history.json of the last merge",
    )
  })

  it('balances by the named file, and says how many checks it did not know', () => {
    const known = new Map([
      ['a', 9_000],
      ['b', 1_000],
      ['c', 1_000],
    ])
    const shards = [1, 2].map((current) =>
      planShard(ids, { current, total: 2 }, { file: 'night/history.json', known }),
    )
    expect(shards.map((s) => s.cells)).toEqual([['a'], ['b', 'c', 'd', 'e']])
    expect(shards[0]!.line).toBe(
      'scenarios: shard 1/2 balanced by the durations in night/history.json: 1 of 5 checks (2 not in the file count as its mean check)',
    )
  })

  it('splits in order when the file knows none of the checks', () => {
    const plan = planShard(
      ids,
      { current: 1, total: 2 },
      { file: 'other/grid.json', known: new Map([['z', 5]]) },
    )
    expect(plan.cells).toBeUndefined()
    expect(plan.line).toMatch(
      /runs 3 of 5 checks, split in order .*: other\/grid.json holds no duration of this selection's checks$/,
    )
  })
})
