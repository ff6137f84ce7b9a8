import { describe, expect, it } from 'vitest'
import type { CellResult, GridReport } from './grid.ts'
import { liveRefreshSeconds, renderReportPage } from './html-page.ts'
import { formatSummaryTable } from '../summary-table.ts'
import { historyOfRuns, testCell, testGrid } from './test-grids.ts'

const cells: CellResult[] = [
  {
    id: 'slot2.en.startup',
    template: 'slot2',
    locale: 'en',
    flow: 'startup',
    status: 'passed',
    durationMs: 900,
    screenshot: 'shots/slot2.en.startup.jpg',
  },
  {
    id: 'slot2.zh.startup',
    template: 'slot2',
    locale: 'zh',
    flow: 'startup',
    status: 'failed',
    durationMs: 5_100,
    screenshot: 'shots/slot2.zh.startup.jpg',
    trace: 'traces/slot2.zh.startup.zip',
    har: 'har/slot2.zh.startup.har',
    error: "Error: <b>no nav</b>\nLocator: getByRole('navigation')",
  },
]
const grid: GridReport = {
  version: 1,
  startedAt: '2030-01-01T10:00:00.000Z',
  durationMs: 65_000,
  shards: ['1/1'],
  planned: {
    templates: ['slot2'],
    colours: 'seeded',
    locales: ['en', 'zh'],
    flows: ['startup'],
    breaks: ['startup'],
  },
  cells,
}

describe('the visual changes of the report', () => {
  const changed: CellResult = {
    id: 'slot2.en.visual-home',
    template: 'slot2',
    locale: 'en',
    flow: 'visual-home',
    status: 'changed',
    durationMs: 3_000,
    visual: [
      {
        width: 390,
        height: 844,
        key: 'slot2/jackpot/en.home.390.png',
        status: 'changed',
        diffRatio: 0.05,
        maxDiffRatio: 0.002,
        area: { x: 39, y: 84, width: 195, height: 422 },
        baseline: 'visual/slot2.en.visual-home.390.baseline.png',
        new: 'visual/slot2.en.visual-home.390.new.png',
        diff: 'visual/slot2.en.visual-home.390.diff.png',
      },
    ],
  }
  const page = renderReportPage({ ...grid, cells: [...cells, changed] })
  const rows: [string, { want: string | RegExp }][] = [
    ['counts the changed cells', { want: '<span class="changed">1 changed</span>' }],
    [
      'shows baseline, new and diff side by side',
      { want: /baseline\.png".*new\.png".*diff\.png"/s },
    ],
    [
      'marks the changed area over the new shot, in percent of the shot',
      { want: 'left:10.00%;top:9.95%;width:50.00%;height:50.00%' },
    ],
    [
      'a checkbox per changed cell',
      { want: '<input type="checkbox" class="approve" value="slot2.en.visual-home">' },
    ],
    [
      'the command that approves the ticked cells',
      { want: "\"pnpm scenarios approve\"+' '+ids.join(' ')" },
    ],
  ]
  it.each(rows)('%s', (_name, { want }) => expect(page).toMatch(want))
})

describe('renderReportPage', () => {
  const page = renderReportPage(grid)
  const rows: [string, { want: string | RegExp }][] = [
    ['says how many failed in its title', { want: '<title>Scenarios: 1 failed</title>' }],
    ['shows every screenshot by relative path', { want: 'src="shots/slot2.en.startup.jpg"' }],
    [
      'marks a failed cell red and links to why',
      { want: /class="cell failed"[^>]*>.*href="#slot2\.zh\.startup">why\?/ },
    ],
    ['links the trace of a failure', { want: 'href="traces/slot2.zh.startup.zip"' }],
    ['links the mock calls (HAR) of a failure', { want: 'href="har/slot2.zh.startup.har"' }],
    ['escapes the error text', { want: 'Error: &lt;b&gt;no nav&lt;/b&gt;' }],
    ['names the deliberately broken flows', { want: 'Deliberately broken flows: startup' }],
  ]
  it.each(rows)('%s', (_name, { want }) => expect(page).toMatch(want))

  it('loads nothing from elsewhere', () => {
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//)
    expect(page).not.toMatch(/<link /)
  })
})

describe('formatSummaryTable', () => {
  it('counts per template and locale, then lists the failures', () => {
    expect(formatSummaryTable(grid).split('\n')).toEqual([
      'template  en        zh        ',
      'slot2     ✓ 1/1     ✗ 0/1     ',
      '',
      'failed:',
      "  ✗ slot2.zh.startup: Error: <b>no nav</b> Locator: getByRole('navigation')",
      '',
      'scenarios: 2 checks, 1 passed, 1 failed in 1m 05s',
    ])
  })
})

describe('a run stopped before its end (Ctrl-C)', () => {
  const notRun: CellResult = {
    id: 'slot2.fil.startup',
    template: 'slot2',
    locale: 'fil',
    flow: 'startup',
    status: 'not run',
    durationMs: 0,
  }
  const stopped: GridReport = {
    ...grid,
    planned: { ...grid.planned, locales: ['en', 'zh', 'fil'] },
    cells: [...cells, notRun],
    stopped: 'interrupted',
  }

  it('says so once, and lists only real failures, not the checks it never reached', () => {
    const html = renderReportPage(stopped)
    expect(html).toContain(
      '<p class="stopped">stopped before the end (interrupted): 1 of 3 checks did not run; the same command with --last-failed runs them and any that failed.</p>',
    )
    expect(html).toMatch(/<td class="cell not-run-stopped" title="slot2.fil.startup: not run">/)
    expect(html).toContain('<section class="failure" id="slot2.zh.startup">')
    expect(html).not.toContain('id="slot2.fil.startup"')
    const table = formatSummaryTable(stopped)
    expect(table).toContain('✗ slot2.zh.startup')
    expect(table).not.toContain('✗ slot2.fil.startup')
    expect(table).toContain('stopped before the end (interrupted): 1 of 3 checks did not run')
  })

  it('counts a check that never ran as a failure when nothing stopped the run', () => {
    const html = renderReportPage({ ...stopped, stopped: undefined })
    expect(html).not.toContain('class="stopped"')
    expect(html).toMatch(/<td class="cell not-run" title="slot2.fil.startup: not run">/)
    expect(html).toContain('<section class="failure" id="slot2.fil.startup">')
    expect(formatSummaryTable({ ...stopped, stopped: undefined })).toContain(
      '✗ slot2.fil.startup: not run',
    )
  })
})

describe('the site the run checked', () => {
  it('is named in the header, with when it was built', () => {
    const html = renderReportPage({
      ...grid,
      site: { id: 'mwxoxkdo', builtAt: '2030-01-01T09:41:07.000Z' },
    })
    expect(html).toContain(
      ', site build <b title="built 2030-01-01T09:41:07.000Z">mwxoxkdo</b> (built 2030-01-01 09:41 UTC)',
    )
    expect(renderReportPage(grid)).not.toContain('site build')
  })
})

describe('the speed of the machine', () => {
  const timed: GridReport = { ...grid, machine: [{ beforeMs: 232, afterMs: 150 }] }

  it('is given in the header as the busy loop over its idle time, before and after', () => {
    expect(renderReportPage(timed)).toContain(
      '; a fixed busy loop took <span class="machine" title="232 ms before the checks, 150 ms after; 145 ms on the idle reference machine">1.6× before, 1.0× after</span> its idle time</p>',
    )
    expect(renderReportPage(grid)).not.toContain('busy loop')
  })

  it('is printed under the summary, one line per shard', () => {
    const lines = formatSummaryTable({
      ...timed,
      machine: [...timed.machine!, { beforeMs: 145, afterMs: 290 }],
    }).split('\n')
    expect(lines.slice(-2)).toEqual([
      'machine: a fixed busy loop took 232 ms before and 150 ms after (145 ms on the idle reference machine): 1.6× and 1.0× its time',
      'machine: a fixed busy loop took 145 ms before and 290 ms after (145 ms on the idle reference machine): 1.0× and 2.0× its time',
    ])
  })
})

describe('the page of a run still going', () => {
  const done: GridReport = { ...grid, cells: cells.slice(0, 1) }

  it('shows the checks done so far, says how many are left, and reloads itself', () => {
    const html = renderReportPage(done, undefined, undefined, { total: 138 })
    expect(html).toContain(`<meta http-equiv="refresh" content="${liveRefreshSeconds}">`)
    expect(html).toContain('<title>Scenarios: running, 1 of 138, none failed</title>')
    expect(html).toContain(
      `<p class="running">A run is going: 1 of 138 checks done so far, shown below. This page reloads itself every ${liveRefreshSeconds} s, and becomes the report when the run ends.</p>`,
    )
    expect(html).toContain('title="slot2.en.startup: passed"')
  })

  it('names the failures as they come', () => {
    const html = renderReportPage(grid, undefined, undefined, { total: 138 })
    expect(html).toContain('<title>Scenarios: running, 2 of 138, 1 failed</title>')
    expect(html).toContain('<section class="failure" id="slot2.zh.startup">')
  })

  it('is a plain report once the run has ended', () => {
    const html = renderReportPage(done)
    expect(html).not.toContain('http-equiv="refresh"')
    expect(html).not.toContain('class="running"')
  })
})

describe('the cells new since they last ran', () => {
  it('stand out in the grid with a badge; a cell red the time before too has none', () => {
    const yesterday = testGrid(
      [testCell('slot2.en.startup'), testCell('slot2.zh.startup', 'failed')],
      { startedAt: '2030-01-01T08:00:00.000Z' },
    )
    const today = testGrid(
      [
        testCell('slot2.en.startup', 'failed', { error: 'no nav' }),
        testCell('slot2.zh.startup', 'failed', { error: 'no nav' }),
      ],
      { startedAt: '2030-01-02T08:00:00.000Z' },
    )
    const history = historyOfRuns([yesterday, today])
    const html = renderReportPage(today, history)
    expect(html).toContain(
      '<td class="cell failed new" title="slot2.en.startup: failed, new since the cell last ran">',
    )
    expect(html).toContain('<div class="status">failed <b class="new-badge">new</b> 0.9s')
    expect(html).toContain('<td class="cell failed" title="slot2.zh.startup: failed">')
    expect(html.match(/class="new-badge"/g)).toHaveLength(1)
  })
})

describe('the live page, against the history before the run', () => {
  it('marks what is new among the checks done so far, and leaves the history table to the report', () => {
    const before = testGrid([testCell('slot2.en.login'), testCell('slot2.zh.login')], {
      startedAt: '2030-01-01T08:00:00.000Z',
    })
    const soFar = testGrid([testCell('slot2.en.login', 'failed', { error: 'no dialog' })], {
      startedAt: '2030-01-02T08:00:00.000Z',
    })
    const history = historyOfRuns([before, soFar])
    const html = renderReportPage(soFar, history, undefined, { total: 2 })
    expect(html).toContain('class="running"')
    expect(html).toContain('<span class="ko">1 newly failed</span> (<a href="#slot2.en.login">')
    expect(html).toContain('<b class="new-badge">new</b>')
    expect(html).not.toContain('History of the last')
    // the report at the end keeps its history table
    expect(renderReportPage(soFar, history)).toContain('History of the last 2 runs')
  })
})
