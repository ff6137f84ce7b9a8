import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GridReport } from './grid.ts'
import type { RunHistory } from './history.ts'
import { mergeReports, splitProblem } from './merge-reports.ts'
import { testCell, testGrid } from './test-grids.ts'
import { shownPath } from '../shown-path.ts'

const work = mkdtempSync(join(tmpdir(), 'merge-reports-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A shard's report folder with one failed cell and its evidence: shot, trace and HAR. */
function shardFolder(
  shard: string,
  id: string,
  more: Partial<GridReport> = {},
  dir = join(work, `shard-${shard.replace('/', '-')}`),
): string {
  const cell = testCell(id, 'failed', {
    error: 'Error: no nav',
    trace: `traces/${id}.zip`,
    har: `har/${id}.har`,
  })
  const grid = testGrid([cell], { shards: [shard], ...more })
  for (const part of ['shots', 'traces', 'har']) mkdirSync(join(dir, part), { recursive: true })
  writeFileSync(join(dir, cell.screenshot!), shard)
  writeFileSync(join(dir, cell.trace!), shard)
  writeFileSync(join(dir, cell.har!), shard)
  writeFileSync(join(dir, 'grid.json'), JSON.stringify(grid))
  return dir
}

// Restored after: the project's files share their worker (decision 066).
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
})
afterAll(() => vi.mocked(console.log).mockRestore())

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T

describe('mergeReports', () => {
  it("brings every shard's evidence along, so that each link of the merged report leads to its file", () => {
    const out = join(work, 'merged')
    const inputs = [shardFolder('1/2', 'slot2.en.startup'), shardFolder('2/2', 'slot2.zh.startup')]
    expect(mergeReports(inputs, out)).toBe(1)
    const merged = JSON.parse(readFileSync(join(out, 'grid.json'), 'utf8')) as GridReport
    expect(merged.cells).toHaveLength(2)
    for (const cell of merged.cells)
      for (const file of [cell.screenshot, cell.trace, cell.har])
        expect(existsSync(join(out, file!)), file).toBe(true)
    const page = readFileSync(join(out, 'index.html'), 'utf8')
    expect(page).toContain('href="har/slot2.zh.startup.har"')
  })
})

describe('a matrix split over two machines every night', () => {
  /** The two shards of one night, each in its own folder, started a second apart. */
  const night = (day: number, more: Partial<GridReport> = {}) => [
    shardFolder('1/2', 'slot2.en.startup', {
      startedAt: `2030-01-0${day}T02:00:00.000Z`,
      ...more,
    }),
    shardFolder('2/2', 'slot2.zh.startup', {
      startedAt: `2030-01-0${day}T02:00:01.000Z`,
      ...more,
    }),
  ]

  it("keeps the night before's merged report in previous/ and one run per night in the history", () => {
    const out = join(work, 'nightly')
    mergeReports(night(1), out)
    expect(existsSync(join(out, 'previous'))).toBe(false)
    expect(readJson<RunHistory>(join(out, 'history.json')).runs).toHaveLength(1)

    const log = vi.mocked(console.log)
    log.mockClear()
    mergeReports(night(2), out)
    expect(readJson<GridReport>(join(out, 'previous', 'grid.json')).startedAt).toBe(
      '2030-01-01T02:00:00.000Z',
    )
    expect(existsSync(join(out, 'previous', 'shots', 'slot2.zh.startup.jpg'))).toBe(true)
    const history = readJson<RunHistory>(join(out, 'history.json'))
    expect(history.runs.map((r) => r.startedAt)).toEqual([
      '2030-01-01T02:00:00.000Z',
      '2030-01-02T02:00:00.000Z',
    ])
    expect(Object.keys(history.runs[1]!.cells)).toEqual(['slot2.en.startup', 'slot2.zh.startup'])
    const page = readFileSync(join(out, 'index.html'), 'utf8')
    expect(page).toContain('href="previous/index.html"')
    expect(page).toContain('class="since"')
    expect(log.mock.calls.flat().join('\n')).toContain(
      'since each cell last ran: 0 newly failed, 0 fixed, of 2 cells',
    )

    // merged again (a shard's folder copied late): the same night, nothing lost or counted twice
    mergeReports(night(2), out)
    expect(readJson<GridReport>(join(out, 'previous', 'grid.json')).startedAt).toBe(
      '2030-01-01T02:00:00.000Z',
    )
    expect(readJson<RunHistory>(join(out, 'history.json')).runs).toHaveLength(2)
  })

  it("merged into one shard's own folder, the merge takes the place of that shard's run", () => {
    const [first, second] = night(3)
    // the shard's run recorded itself in its folder's history, after the night before's
    writeFileSync(
      join(first!, 'history.json'),
      JSON.stringify({
        version: 1,
        runs: [
          { startedAt: '2030-01-02T02:00:00.000Z', durationMs: 1, cells: {} },
          { startedAt: '2030-01-03T02:00:00.000Z', durationMs: 1, cells: {} },
        ],
      }),
    )
    mergeReports([first!, second!], first!)
    const runs = readJson<RunHistory>(join(first!, 'history.json')).runs
    expect(runs.map((r) => r.startedAt)).toEqual([
      '2030-01-02T02:00:00.000Z',
      '2030-01-03T02:00:00.000Z',
    ])
    expect(Object.keys(runs[1]!.cells)).toHaveLength(2)
    // its own report is the shard's run, not a night before: nothing moves into previous/
    expect(existsSync(join(first!, 'previous'))).toBe(false)
  })

  it('drops what a run that died in the folder left, as a run would', () => {
    const out = join(work, 'after-a-dead-run')
    mkdirSync(join(out, 'shots'), { recursive: true })
    writeFileSync(join(out, 'shots', 'half.jpg'), '')
    writeFileSync(join(out, 'index.html'), '<p class="running">A run is going</p>')
    mergeReports(night(7), out)
    expect(existsSync(join(out, 'shots', 'half.jpg'))).toBe(false)
    expect(existsSync(join(out, 'shots', 'slot2.en.startup.jpg'))).toBe(true)
    expect(existsSync(join(out, 'previous'))).toBe(false)
  })

  it('fails, as a run does, while a changed look waits for approval', () => {
    const changed = (status: 'passed' | 'changed', shard: string, day: number) => {
      const dir = join(work, `looks-${status}-${shard.replace('/', '-')}`)
      mkdirSync(dir, { recursive: true })
      const shot = {
        width: 390,
        height: 800,
        key: 'slot2/bell/en.home.390.png',
        status: status === 'changed' ? ('changed' as const) : ('same' as const),
        diffRatio: 0,
        maxDiffRatio: 0.002,
      }
      const cell = testCell(`slot2.en.visual-home`, status, { visual: [shot] })
      const grid = testGrid([cell], {
        shards: [shard],
        startedAt: `2030-01-0${day}T02:00:00.000Z`,
      })
      writeFileSync(join(dir, 'grid.json'), JSON.stringify(grid))
      return dir
    }
    expect(mergeReports([changed('changed', '1/2', 5)], join(work, 'looks-1'))).toBe(1)
    expect(mergeReports([changed('passed', '1/2', 6)], join(work, 'looks-2'))).toBe(0)
  })

  it('passes a merge whose only failure is a quarantined check, and names it', () => {
    const quarantined = { reason: 'mended in issue 43', since: '2026-11-20' }
    const dir = join(work, 'quarantined-shard')
    mkdirSync(dir, { recursive: true })
    const grid = testGrid([testCell('slot2.en.fault-dribble', 'failed', { quarantined })], {
      shards: ['1/1'],
    })
    writeFileSync(join(dir, 'grid.json'), JSON.stringify(grid))
    expect(mergeReports([dir], join(work, 'quarantined-merge'))).toBe(0)
    const merged = readJson<GridReport>(join(work, 'quarantined-merge', 'grid.json'))
    expect(merged.cells[0]).toMatchObject({ status: 'failed', quarantined })
  })

  it("gives the merged report an approve command for its own folder, the shards' baselines kept", () => {
    const out = join(work, 'merged-visual')
    mergeReports(
      night(4, { approveCommand: 'pnpm scenarios approve --out reports/shard-1 --baselines qa' }),
      out,
    )
    expect(readJson<GridReport>(join(out, 'grid.json')).approveCommand).toBe(
      `pnpm scenarios approve --out ${shownPath(out)} --baselines qa`,
    )
  })
})

describe('shards that do not add up to the matrix', () => {
  const shard = (name: string, ids: string[]) =>
    testGrid(
      ids.map((id) => testCell(id)),
      { shards: [name] },
    )
  const merge = (...grids: GridReport[]) => ({
    ...testGrid([]),
    cells: ['a.en.login', 'b.en.login', 'c.en.login'].map((id) =>
      testCell(id, grids.some((g) => g.cells.some((c) => c.id === id)) ? 'passed' : 'not run'),
    ),
  })

  it('say nothing when each check ran in exactly one shard', () => {
    const grids = [shard('1/2', ['a.en.login']), shard('2/2', ['b.en.login', 'c.en.login'])]
    expect(splitProblem(grids, merge(...grids))).toBeUndefined()
  })

  it('name the checks run twice and those run nowhere, and the likely cause', () => {
    // the machines balanced by different --durations files
    const grids = [shard('1/2', ['a.en.login', 'b.en.login']), shard('2/2', ['b.en.login'])]
    expect(splitProblem(grids, merge(...grids))).toBe(
      "scenarios merge: 1 check ran in more than one shard (b.en.login) and 1 ran in no shard (c.en.login), reported as not run: the machines split the matrix differently: give each the same --durations file (the merged folder's history.json), or none.",
    )
  })

  it('point at a missing or stopped shard when checks ran nowhere', () => {
    const grids = [shard('1/2', ['a.en.login'])]
    expect(splitProblem(grids, merge(...grids))).toBe(
      'scenarios merge: 2 checks ran in no shard (b.en.login, c.en.login), reported as not run: a shard is missing from the merge or stopped early, or the machines balanced their shards by different --durations.',
    )
  })
})
