import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runScenariosCli, startScenariosCli } from './cli-run.ts'
import type { GridReport } from './report/grid.ts'
import { testCell, testGrid } from './report/test-grids.ts'

/*
 * The CI recipe of .github/workflows/scenarios.yml on a slice small enough for every push: two
 * shards of one matrix, balanced by the same durations file (as the workflow hands every shard
 * the last merge's), then one merge of their folders. A green run of this is what the workflow's
 * `pnpm scenarios --shard … --durations …` and `pnpm scenarios merge …` steps lean on. The shards
 * run side by side, one worker each, as on two machines.
 */
let dir: string
const slice = ['--template', 'casino1', '--locale', 'en,zh', '--flow', 'startup,not-found']

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'scenarios-ci-'))
  // The last run's durations: the two English checks took as long as the two Chinese ones.
  const last = testGrid([
    testCell('casino1.en.startup', 'passed', { durationMs: 3_000 }),
    testCell('casino1.en.not-found', 'passed', { durationMs: 1_000 }),
    testCell('casino1.zh.startup', 'passed', { durationMs: 2_000 }),
    testCell('casino1.zh.not-found', 'passed', { durationMs: 2_000 }),
  ])
  writeFileSync(join(dir, 'durations.json'), JSON.stringify(last))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("the matrix on N machines, as CI's workflow runs it", () => {
  it('two shards balanced by the same durations, then one merged report of every check', async () => {
    const shards = await Promise.all(
      [1, 2].map((i) =>
        startScenariosCli([
          ...slice,
          '--shard',
          `${i}/2`,
          '--durations',
          join(dir, 'durations.json'),
          '--out',
          join(dir, `shard-${i}`),
          '--workers',
          '1',
        ]),
      ),
    )
    for (const shard of shards) expect(shard.code, shard.output).toBe(0)
    // Longest first, each to the lighter shard: 3 s alone against 2 + 2 … then 1 s to the first.
    expect(shards[0]!.output).toContain('scenarios: 2 checks, 2 passed, 0 failed')
    expect(shards[1]!.output).toContain('scenarios: 2 checks, 2 passed, 0 failed')
    const ran = (i: number) =>
      (JSON.parse(readFileSync(join(dir, `shard-${i}`, 'grid.json'), 'utf8')) as GridReport).cells
        .map((c) => c.id)
        .sort()
    expect(ran(1)).toEqual(['casino1.en.not-found', 'casino1.en.startup'])
    expect(ran(2)).toEqual(['casino1.zh.not-found', 'casino1.zh.startup'])

    const merged = runScenariosCli([
      'merge',
      join(dir, 'shard-1'),
      join(dir, 'shard-2'),
      '--out',
      join(dir, 'merged'),
    ])
    expect(merged.code, merged.output).toBe(0)
    expect(merged.output).toContain('scenarios: 4 checks, 4 passed, 0 failed')
    expect(merged.output).not.toContain('ran in more than one shard')
    const grid = JSON.parse(readFileSync(join(dir, 'merged', 'grid.json'), 'utf8')) as GridReport
    expect(grid.shards).toEqual(['1/2', '2/2'])
    expect(readFileSync(join(dir, 'merged', 'history.json'), 'utf8')).toContain(grid.startedAt)
  }, 300_000)
})
