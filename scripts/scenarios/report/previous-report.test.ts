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
import { renderReportPage } from './html-page.ts'
import { keepPreviousReport, previousRunStartedAt } from './previous-report.ts'
import { testCell, testGrid } from './test-grids.ts'
import { writeLivePage } from './write-report.ts'

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
    renderReportPage(grid(startedAt), undefined, previousStartedAt),
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
    expect(previousRunStartedAt(dir)).toBe('2030-01-01T08:00:00.000Z')
  })

  it('keeps only one run before: the one before that goes, and so does its link', () => {
    const dir = reportFolder('2030-01-01T08:00:00.000Z')
    keepPreviousReport(dir)
    reportFolder('2030-01-02T08:00:00.000Z', '2030-01-01T08:00:00.000Z', dir)
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('href="previous/index.html"')
    keepPreviousReport(dir)
    expect(previousRunStartedAt(dir)).toBe('2030-01-02T08:00:00.000Z')
    expect(readFileSync(join(dir, 'previous', 'shots', 'slot2.en.startup.jpg'), 'utf8')).toBe(
      '2030-01-02T08:00:00.000Z',
    )
    expect(existsSync(join(dir, 'previous', 'previous'))).toBe(false)
    const page = readFileSync(join(dir, 'previous', 'index.html'), 'utf8')
    expect(page).not.toContain('previous/index.html')
    expect(page).toContain('<h1>Playfront scenarios</h1>')
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
    writeLivePage(dir, grid('2030-01-02T08:00:00.000Z'), 46, previousRunStartedAt(dir))
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('class="running"')
    expect(existsSync(join(dir, 'grid.json'))).toBe(false)
    // The dead run's page goes; the last finished run stays the one kept.
    expect(keepPreviousReport(dir)).toBe(false)
    expect(readdirSync(dir).sort()).toEqual(['history.json', 'previous'])
    expect(previousRunStartedAt(dir)).toBe('2030-01-01T08:00:00.000Z')
  })

  it('does nothing in a new folder', () => {
    const dir = join(work, 'new')
    mkdirSync(dir)
    expect(keepPreviousReport(dir)).toBe(false)
    expect(readdirSync(dir)).toEqual([])
  })
})

describe('the link to the run before', () => {
  it('is in the header when the run before is kept, and not otherwise', () => {
    expect(
      renderReportPage(grid('2030-01-02T08:00:00.000Z'), undefined, '2030-01-01T08:00:00.000Z'),
    ).toContain(
      '<p class="previous-run">The previous finished run, started 2030-01-01T08:00:00.000Z: <a href="previous/index.html">its report</a>, to set beside this one.</p>',
    )
    expect(renderReportPage(grid('2030-01-02T08:00:00.000Z'))).not.toContain('previous-run')
  })
})
