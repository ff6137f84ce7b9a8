import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { GridReport } from './grid.ts'
import { renderReportPage } from './html-page.ts'
import { resultChangesLine, type RunHistory } from './history.ts'
import { writeHistory } from './history-file.ts'
import { previousDir, type PreviousRun } from './previous-report.ts'
import { writeWhole } from '../write-whole.ts'
import { formatSummaryTable } from '../summary-table.ts'
import { flakyAndQuarantinedLines } from '../flaky/flaky-lines.ts'
import { quarantineOutcomes } from '../flaky/grid-outcomes.ts'

/** Writes grid.json and index.html into the report folder, beside shots/ and traces/. */
export function writeReport(
  outDir: string,
  grid: GridReport,
  history?: RunHistory,
  /** The run before this one, if its report is kept in previous/. */
  previous?: PreviousRun,
): { html: string; json: string } {
  mkdirSync(outDir, { recursive: true })
  const json = resolve(outDir, 'grid.json')
  const html = resolve(outDir, 'index.html')
  // Whole, since the page of the run still going may be reloading it at this moment.
  writeWhole(json, `${JSON.stringify(grid, null, 2)}\n`)
  writeWhole(html, renderReportPage(grid, history, previous))
  return { html, json }
}

/**
 * How a run and a merge end alike: the report and the history written, then on the terminal the
 * summary table, what changed since each cell last ran, the caller's own lines (a run's time per
 * check), where the report is and where the run before's is.
 */
export function finishReport(
  outDir: string,
  grid: GridReport,
  history: RunHistory,
  previous: PreviousRun | undefined,
  moreLines: readonly string[] = [],
): void {
  const files = writeReport(outDir, grid, history, previous)
  writeHistory(outDir, history)
  console.log(formatSummaryTable(grid))
  const unsteady = flakyAndQuarantinedLines(quarantineOutcomes(grid), history)
  for (const line of unsteady) console.log(line)
  const changes = resultChangesLine(history)
  if (changes) console.log(changes)
  for (const line of moreLines) console.log(line)
  console.log(`report: ${files.html}\n        ${files.json}`)
  if (previous)
    console.log(
      `the previous finished run (${previous.startedAt}): ${resolve(outDir, previousDir, 'index.html')}`,
    )
}

/**
 * The page of a run still going, in place of index.html: the checks done so far, reloading
 * itself until the report replaces it. Not grid.json: a folder holds a finished report only
 * once the run has ended.
 */
export function writeLivePage(
  outDir: string,
  grid: GridReport,
  total: number,
  previous?: PreviousRun,
  /** The folder's history with the checks done so far as its last run: what is new among them. */
  history?: RunHistory,
): void {
  writeWhole(resolve(outDir, 'index.html'), renderReportPage(grid, history, previous, { total }))
}
