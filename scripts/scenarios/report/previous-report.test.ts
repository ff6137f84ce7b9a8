import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { approveCells } from '../visual/approve.ts'
import { renderReportPage } from './html-page.ts'
import { keepPreviousReport, previousRun } from './previous-report.ts'
import { testCell, testGrid } from './test-grids.ts'
import { writeLivePage } from './write-report.ts'
import { shownPath } from '../shown-path.ts'

const work = mkdtempSync(join(tmpdir(), 'previous-report-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let n = 0

const grid = (startedAt: string) => testGrid([testCell('slot2.en.startup')], { startedAt })

/** A report folder as a run leaves it, its page linking the run before when there was one. */
function reportFolder(startedAt: string, previousStartedAt?: string, dir = join(work, `r${++n}`)) {
  mkdirSync(join(dir, 'shots'), { recursive: true })
  mkdirSync(join(dir, 'har'), { recursive: true })
  writeFileSync(join(dir, 'shots', 'slot2.en.startup.jpg'), startedAt)
  writeFileSync(join(dir, 'har', 'slot2.en.startup.har'), '{}')
  writeFileSync(join(dir, 'grid.json'), JSON.stringify(grid(startedAt)))
  writeFileSync(
    join(dir, 'index.html'),
    renderReportPage(
      grid(startedAt),
      undefined,
      previousStartedAt ? { startedAt: previousStartedAt, cells: {} } : undefined,
    ),
  )
  writeFileSync(join(dir, 'history.json'), '{"version":1,"runs":[]}')
  return dir
}

describe('keepPreviousReport', () => {
  it("moves the last run's report into previous/, its shots and HAR files with it", () => {
    const dir = reportFolder('2030-01-01T08:00:00.000Z')
    expect(keepPreviousReport(dir)).toBe(true)
    expect(readdirSync(dir).sort()).toEqual(['history.json', 'previous'])
    expect(readdirSync(join(dir, 'previous')).sort()).toEqual([
      'grid.json',
      'har',
      'index.html',
      'shots',
    ])
    expect(readFileSync(join(dir, 'previous', 'shots', 'slot2.en.startup.jpg'), 'utf8')).toBe(
      '2030-01-01T08:00:00.000Z',
    )
    expect(previousRun(dir)?.startedAt).toBe('2030-01-01T08:00:00.000Z')
  })

  it('keeps only one run before: the one before that goes, and so does its link', () => {
    const dir = reportFolder('2030-01-01T08:00:00.000Z')
    keepPreviousReport(dir)
    reportFolder('2030-01-02T08:00:00.000Z', '2030-01-01T08:00:00.000Z', dir)
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('href="previous/index.html"')
    keepPreviousReport(dir)
    expect(previousRun(dir)?.startedAt).toBe('2030-01-02T08:00:00.000Z')
    expect(readFileSync(join(dir, 'previous', 'shots', 'slot2.en.startup.jpg'), 'utf8')).toBe(
      '2030-01-02T08:00:00.000Z',
    )
    expect(existsSync(join(dir, 'previous', 'previous'))).toBe(false)
    const page = readFileSync(join(dir, 'previous', 'index.html'), 'utf8')
    expect(page).not.toContain('previous/index.html')
    expect(page).toContain('<h1>Playfront scenarios</h1>')
    // it says it is no longer the last report, and leads to the one that is
    expect(page).toContain(
      '<p class="previous-run">This is the run before the last one, kept to set beside it: <a href="../index.html">the last run\'s report</a>.</p>\n<label><input type="checkbox" id="only-failures">',
    )
  })

  it('keeps nothing of a folder without a finished report, removes its leftovers and leaves previous/ be', () => {
    const dir = reportFolder('2030-01-01T08:00:00.000Z')
    keepPreviousReport(dir)
    // A run that died before writing its report leaves shots and no grid.json.
    mkdirSync(join(dir, 'shots'))
    writeFileSync(join(dir, 'shots', 'half.jpg'), '')
    expect(keepPreviousReport(dir)).toBe(false)
    expect(readdirSync(dir).sort()).toEqual(['history.json', 'previous'])
    expect(readdirSync(join(dir, 'previous', 'shots'))).toEqual(['slot2.en.startup.jpg'])
  })

  it('keeps nothing of a run that died while going: its live page is no report', () => {
    const dir = reportFolder('2030-01-01T08:00:00.000Z')
    keepPreviousReport(dir)
    writeLivePage(dir, grid('2030-01-02T08:00:00.000Z'), 46, previousRun(dir))
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('class="running"')
    expect(existsSync(join(dir, 'grid.json'))).toBe(false)
    // The dead run's page goes; the last finished run stays the one kept.
    expect(keepPreviousReport(dir)).toBe(false)
    expect(readdirSync(dir).sort()).toEqual(['history.json', 'previous'])
    expect(previousRun(dir)?.startedAt).toBe('2030-01-01T08:00:00.000Z')
  })

  it('does nothing in a new folder', () => {
    const dir = join(work, 'new')
    mkdirSync(dir)
    expect(keepPreviousReport(dir)).toBe(false)
    expect(readdirSync(dir)).toEqual([])
  })
})

describe('approving what the run before changed', () => {
  /** A visual run's report whose one cell changed, as the run left it with its command. */
  function visualReport(dir: string, startedAt: string, approveCommand: string) {
    const id = 'slot2.en.visual-home'
    const changed = testGrid(
      [
        testCell(id, 'changed', {
          visual: [
            {
              width: 390,
              height: 800,
              key: 'slot2/blue/en.home.390.png',
              status: 'changed',
              diffRatio: 0.05,
              maxDiffRatio: 0.002,
              new: `visual/${id}.390.new.png`,
            },
          ],
        }),
      ],
      { startedAt, approveCommand },
    )
    mkdirSync(join(dir, 'visual'), { recursive: true })
    writeFileSync(join(dir, 'visual', `${id}.390.new.png`), startedAt)
    writeFileSync(join(dir, 'grid.json'), JSON.stringify(changed))
    writeFileSync(join(dir, 'index.html'), renderReportPage(changed))
    return changed
  }

  it.each([
    ['the default report folder', 'pnpm scenarios approve --baselines my-baselines'],
    [
      'a folder named with --out',
      'pnpm scenarios approve --out elsewhere --baselines my-baselines',
    ],
  ])(
    "gives previous/'s report a command that approves from previous/ (%s), which works",
    (_, command) => {
      const dir = join(work, `v${++n}`)
      visualReport(dir, '2030-01-01T08:00:00.000Z', command)
      keepPreviousReport(dir)
      // the next run's report, which changed nothing
      writeFileSync(join(dir, 'grid.json'), JSON.stringify(grid('2030-01-02T08:00:00.000Z')))

      const previous = join(dir, 'previous')
      const expected = `pnpm scenarios approve --out ${shownPath(previous)} --baselines my-baselines`
      const kept = JSON.parse(readFileSync(join(previous, 'grid.json'), 'utf8')) as {
        approveCommand: string
      }
      expect(kept.approveCommand).toBe(expected)
      const page = readFileSync(join(previous, 'index.html'), 'utf8')
      expect(page).toContain(JSON.stringify(expected))
      expect(page).not.toContain(JSON.stringify(command))

      // what that command does: the shot the report showed becomes the baseline
      const baselines = join(dir, 'baselines')
      expect(approveCells(['slot2.en.visual-home'], previous, baselines)).toEqual([
        'slot2/blue/en.home.390.png',
      ])
      expect(readFileSync(join(baselines, 'slot2/blue/en.home.390.png'), 'utf8')).toBe(
        '2030-01-01T08:00:00.000Z',
      )
    },
  )

  it('moves a report whose grid.json it cannot read as it is, without stopping the run', () => {
    const dir = reportFolder('2030-01-01T08:00:00.000Z')
    writeFileSync(join(dir, 'grid.json'), '{"cells": [')
    expect(keepPreviousReport(dir)).toBe(true)
    expect(readFileSync(join(dir, 'previous', 'grid.json'), 'utf8')).toBe('{"cells": [')
    expect(previousRun(dir)).toBeUndefined()
  })

  it('leaves a report without visual cells as it was', () => {
    const dir = reportFolder('2030-01-01T08:00:00.000Z')
    const before = readFileSync(join(dir, 'grid.json'), 'utf8')
    keepPreviousReport(dir)
    expect(readFileSync(join(dir, 'previous', 'grid.json'), 'utf8')).toBe(before)
  })
})

describe('the run before, in the new report', () => {
  it('is in the header when the run before is kept, and not otherwise', () => {
    expect(
      renderReportPage(grid('2030-01-02T08:00:00.000Z'), undefined, {
        startedAt: '2030-01-01T08:00:00.000Z',
        cells: {},
      }),
    ).toContain(
      '<p class="previous-run">The previous finished run, started 2030-01-01T08:00:00.000Z: <a href="previous/index.html">its report</a>, to set beside this one.</p>',
    )
    expect(renderReportPage(grid('2030-01-02T08:00:00.000Z'))).not.toContain('previous-run')
  })

  it("sets a failed cell's shot beside its shot of the run before, read from previous/", () => {
    const dir = reportFolder('2030-01-01T08:00:00.000Z')
    keepPreviousReport(dir)
    const before = previousRun(dir)
    expect(before).toEqual({
      startedAt: '2030-01-01T08:00:00.000Z',
      cells: {
        'slot2.en.startup': { status: 'passed', screenshot: 'previous/shots/slot2.en.startup.jpg' },
      },
    })
    const failedNow = testGrid([
      testCell('slot2.en.startup', 'failed', { error: 'no lobby' }),
      testCell('casino1.en.startup', 'failed', { error: 'no lobby' }),
    ])
    const html = renderReportPage(failedNow, undefined, before)
    expect(html).toContain(
      '<div class="shot-pair"><figure><figcaption>this run</figcaption><a href="shots/slot2.en.startup.jpg"><img src="shots/slot2.en.startup.jpg" alt="slot2.en.startup"></a></figure><figure><figcaption>the run before (2030-01-01T08:00:00.000Z): passed</figcaption><a href="previous/shots/slot2.en.startup.jpg"><img src="previous/shots/slot2.en.startup.jpg" alt="slot2.en.startup, the run before"></a></figure></div>',
    )
    // a cell the run before did not have: its own shot alone
    expect(html).toContain(
      '<div class="shot-pair"><figure><figcaption>this run</figcaption><a href="shots/casino1.en.startup.jpg"><img src="shots/casino1.en.startup.jpg" alt="casino1.en.startup"></a></figure></div>',
    )
  })
})
