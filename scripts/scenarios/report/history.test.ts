import { describe, expect, it } from 'vitest'
import type { CellResult, CellStatus, GridReport } from './grid.ts'
import {
  appendRun,
  cellsToRerun,
  cellTracks,
  emptyHistory,
  lastDurations,
  resultChanges,
  resultChangesLine,
  type RunHistory,
} from './history.ts'
import { renderHistory, renderResultChanges } from './history-section.ts'
import { historyOfRuns } from './test-grids.ts'

const grid = (
  statuses: Record<string, CellStatus>,
  startedAt = '2030-01-01T10:00:00.000Z',
): GridReport => ({
  version: 1,
  startedAt,
  durationMs: 1_000,
  shards: ['1/1'],
  planned: {
    templates: ['slot2'],
    colours: 'seeded',
    locales: ['en'],
    flows: ['login'],
    breaks: [],
  },
  cells: Object.entries(statuses).map(
    ([id, status]) =>
      ({
        id,
        template: 'slot2',
        locale: 'en',
        flow: 'login',
        status,
        durationMs: 1_500,
      }) as CellResult,
  ),
})

/** One run a day from 2030-01-01, of these statuses each. */
const historyOf = (...runs: Record<string, CellStatus>[]): RunHistory =>
  historyOfRuns(runs.map((statuses, i) => grid(statuses, `2030-01-0${i + 1}T00:00:00.000Z`)))

describe('appendRun', () => {
  it('keeps the last 20 runs, oldest first', () => {
    const history = historyOf(
      ...Array.from({ length: 23 }, (_, i) => ({ [`cell${i}`]: 'passed' as const })),
    )
    expect(history.runs).toHaveLength(20)
    expect(Object.keys(history.runs[0]!.cells)).toEqual(['cell3'])
    expect(history.runs.at(-1)!.cells).toEqual({ cell22: { status: 'passed', ms: 1500 } })
  })
})

describe('cellTracks', () => {
  const rows: [string, { given: RunHistory; want: object[] }][] = [
    [
      'a cell that always passed is left out',
      { given: historyOf({ a: 'passed' }, { a: 'passed' }), want: [] },
    ],
    [
      'a retry pass counts as flaky',
      {
        given: historyOf({ a: 'passed' }, { a: 'flaky' }, { a: 'passed' }, { a: 'passed' }),
        want: [{ id: 'a', runs: 4, flaky: 1, flips: 0, flakeRate: 0.25 }],
      },
    ],
    [
      'pass, fail, pass is two flips',
      {
        given: historyOf({ a: 'passed' }, { a: 'failed' }, { a: 'passed' }, { a: 'passed' }),
        want: [{ id: 'a', flips: 2, flakeRate: 0.5 }],
      },
    ],
    [
      'a steady failure is no flake',
      {
        given: historyOf({ a: 'failed' }, { a: 'failed' }),
        want: [{ id: 'a', flips: 0, flakeRate: 0 }],
      },
    ],
    [
      'a visual change is shown over time, and is no flake',
      {
        given: historyOf({ a: 'passed' }, { a: 'changed' }, { a: 'passed' }),
        want: [{ id: 'a', results: ['passed', 'changed', 'passed'], flips: 0, flakeRate: 0 }],
      },
    ],
    [
      'a cell missing from a run has a gap there',
      {
        given: historyOf({ a: 'failed' }, { b: 'passed' }, { a: 'passed' }),
        want: [{ id: 'a', results: ['failed', undefined, 'passed'], runs: 2, flips: 1 }],
      },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => expect(cellTracks(given)).toMatchObject(want))
})

describe('cellsToRerun', () => {
  const rows: [string, { given: RunHistory; want: string[] }][] = [
    ['no history, nothing', { given: emptyHistory(), want: [] }],
    [
      'what failed, changed, was flaky or did not run last time',
      {
        given: historyOf(
          { a: 'failed', b: 'passed' },
          { a: 'passed', b: 'failed', c: 'changed', d: 'flaky', e: 'not run', f: 'passed' },
        ),
        want: ['b', 'c', 'd', 'e'],
      },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => expect(cellsToRerun(given)).toEqual(want))
})

describe('lastDurations', () => {
  it('takes each cell from the last run it ran in', () => {
    const history = appendRun(historyOf({ a: 'passed', b: 'passed' }), {
      ...grid({ a: 'passed' }),
      cells: [{ ...grid({ a: 'passed' }).cells[0]!, durationMs: 4_000 }],
    })
    expect(Object.fromEntries(lastDurations(history))).toEqual({ a: 4_000, b: 1_500 })
  })
})

describe('renderHistory', () => {
  it('shows each unsteady cell over the runs, oldest first, with its flake rate', () => {
    const page = renderHistory(
      historyOf(
        { a: 'passed', b: 'passed' },
        { a: 'failed', b: 'passed' },
        { a: 'flaky', b: 'passed' },
      ),
    )
    expect(page).toContain('History of the last 3 runs')
    expect(page).toMatch(
      /<th>a<\/th><td class="h-passed"[^>]*>✓<\/td><td class="h-failed"[^>]*>✗<\/td><td class="h-flaky"[^>]*>≈<\/td><td>67%<\/td>/,
    )
    expect(page).not.toContain('<th>b</th>')
    expect(page).toContain('1 of 2 cells passed in every run')
  })
})

describe('the site build of each run', () => {
  const run = (build: string, status: CellStatus, day: number) => ({
    ...grid({ 'slot2.en.login': status }, `2030-01-0${day}T00:00:00.000Z`),
    site: { id: build, builtAt: `2030-01-0${day}T00:00:00.000Z` },
  })
  const history = historyOfRuns([
    run('b1', 'passed', 1),
    run('b1', 'passed', 2),
    run('b2', 'failed', 3),
  ])

  it('is kept with the run, so that a cell turning red can be put down to a new build', () => {
    expect(history.runs.map((r) => r.build)).toEqual(['b1', 'b1', 'b2'])
    expect(appendRun(emptyHistory(), grid({ a: 'passed' })).runs[0]).not.toHaveProperty('build')
  })

  it('shows in the history table, marked where it changed', () => {
    const html = renderHistory(history)
    expect(html).toContain(
      '<tr class="builds"><th>site build</th><td class="" title="b1">b1</td><td class="" title="b1">″</td><td class="new-build" title="b2">b2</td><td></td></tr>',
    )
    expect(html).toContain('title="2030-01-03T00:00:00.000Z, site build b2">last</th>')
  })
})

describe('the run time and the machine of each run', () => {
  const run = (day: number, durationMs: number, machine?: GridReport['machine']) => ({
    ...grid({ 'slot2.en.login': day === 2 ? 'failed' : 'passed' }, `2030-01-0${day}T00:00:00.000Z`),
    durationMs,
    ...(machine ? { machine } : {}),
  })
  const history = historyOfRuns([
    run(1, 586_000, [{ beforeMs: 150, afterMs: 145 }]),
    run(2, 791_000, [{ beforeMs: 232, afterMs: 190 }]),
    run(3, 60_000),
  ])

  it('keeps the busy loop times with the run, when the run timed them', () => {
    expect(history.runs.map((r) => r.machine)).toEqual([
      [{ beforeMs: 150, afterMs: 145 }],
      [{ beforeMs: 232, afterMs: 190 }],
      undefined,
    ])
  })

  it('shows how long each run took and how slow its machine was, the slower of the two loops', () => {
    const html = renderHistory(history)
    expect(html).toContain(
      '<tr class="run-times"><th>run time</th><td>9m 46s</td><td>13m 11s</td><td>1m 00s</td><td></td></tr>',
    )
    expect(html).toMatch(
      /<tr class="machines"><th [^>]*>machine<\/th><td title="busy loop 150, 145 ms">1\.0×<\/td><td title="busy loop 232, 190 ms">1\.6×<\/td><td>\?<\/td><td><\/td><\/tr>/,
    )
  })

  it('shows the runs even when every cell passed in every one of them', () => {
    const green = historyOfRuns([
      run(1, 586_000, [{ beforeMs: 150, afterMs: 145 }]),
      { ...run(3, 791_000, [{ beforeMs: 232, afterMs: 190 }]) },
    ])
    const html = renderHistory(green)
    expect(html).toContain('1 of 1 cells passed in every run')
    // no flake-rate column with nothing in it
    expect(html).toContain(
      '<tr class="run-times"><th>run time</th><td>9m 46s</td><td>13m 11s</td></tr>',
    )
    expect(html).toContain('<th>run</th><th title="2030-01-01T00:00:00.000Z">-1</th>')
    expect(html).toContain('title="busy loop 232, 190 ms">1.6×</td></tr>')
    expect(html).not.toContain('flake rate</th>')
    expect(html).not.toContain('<tbody>')
  })

  it('leaves the machine row out when no run timed its machine', () => {
    const old = historyOfRuns([run(1, 1_000), run(2, 1_000)])
    expect(renderHistory(old)).not.toContain('class="machines"')
  })
})

describe('what changed since each cell last ran', () => {
  const history = historyOfRuns([
    grid({ a: 'passed', b: 'failed', c: 'passed', e: 'failed' }, '2030-01-01T00:00:00.000Z'),
    // a --last-failed run: only what failed
    grid({ b: 'passed', e: 'failed' }, '2030-01-02T00:00:00.000Z'),
    grid(
      { a: 'failed', b: 'passed', c: 'flaky', d: 'passed', e: 'passed', f: 'not run' },
      '2030-01-03T00:00:00.000Z',
    ),
  ])

  it('sets each cell of the last run against its result the last time it ran', () => {
    // a: passed on day 1, not run on day 2, failed now. e: failed on day 2, passed now.
    // b and c stayed good (flaky is a pass); d is new and f did not run: neither is compared.
    expect(resultChanges(history)).toEqual({
      newlyFailed: ['a'],
      newlyChanged: [],
      fixed: ['e'],
      compared: 4,
    })
  })

  it('says it in a line for the terminal, the list cut short when long', () => {
    expect(resultChangesLine(history)).toBe(
      'since each cell last ran: 1 newly failed (a), 1 fixed (e), of 4 cells',
    )
    const many = appendRun(
      history,
      grid({ a: 'passed', b: 'failed', c: 'failed', e: 'failed' }, '2030-01-04T00:00:00.000Z'),
    )
    expect(resultChangesLine(many, 2)).toBe(
      'since each cell last ran: 3 newly failed (b, c, and 1 more), 1 fixed (a), of 4 cells',
    )
  })

  it('says nothing of a first run, nor of a run whose cells never ran before', () => {
    const first = appendRun(emptyHistory(), grid({ a: 'failed' }))
    expect(resultChanges(first).compared).toBe(0)
    expect(resultChangesLine(first)).toBe('')
    expect(renderResultChanges(resultChanges(first))).toBe('')
  })

  it('tells the visual changes apart: a new look is news, and so is its approval', () => {
    const visual = historyOfRuns([
      grid({ v: 'passed', w: 'changed', x: 'changed', y: 'changed' }, '2030-01-01T00:00:00.000Z'),
      grid({ v: 'changed', w: 'passed', x: 'changed', y: 'failed' }, '2030-01-02T00:00:00.000Z'),
    ])
    // v looks different now; w's new look was approved (or reverted); x is still the change it
    // was; y, which looked different, now fails outright.
    expect(resultChanges(visual)).toEqual({
      newlyFailed: ['y'],
      newlyChanged: ['v'],
      fixed: ['w'],
      compared: 4,
    })
    expect(resultChangesLine(visual)).toBe(
      'since each cell last ran: 1 newly failed (y), 1 newly changed (v), 1 fixed (w), of 4 cells',
    )
    expect(renderResultChanges(resultChanges(visual))).toContain(
      ', <span class="changed">1 newly changed</span> (<a href="#v">v</a>), ',
    )
    // a run without visual changes keeps the line as it was
    expect(resultChangesLine(history)).not.toContain('changed')
  })

  it('heads the report, the new failures linked to their errors', () => {
    expect(renderResultChanges(resultChanges(history))).toBe(
      '<p class="since">Since each cell last ran: <span class="ko">1 newly failed</span> (<a href="#a">a</a>), <span class="ok">1 fixed</span> (e), of 4 cells that had run before.</p>',
    )
  })
})
