import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { GridReport } from './grid.ts'
import { renderReportPage } from './html-page.ts'
import type { RunHistory } from './history.ts'

/** Writes grid.json and index.html into the report folder, beside shots/ and traces/. */
export function writeReport(
  outDir: string,
  grid: GridReport,
  history?: RunHistory,
  /** When the run before this one started, if its report is kept in previous/ (a run's, not a merge's). */
  previousStartedAt?: string,
): { html: string; json: string } {
  mkdirSync(outDir, { recursive: true })
  const json = resolve(outDir, 'grid.json')
  const html = resolve(outDir, 'index.html')
  writeFileSync(json, `${JSON.stringify(grid, null, 2)}\n`)
  writeFileSync(html, renderReportPage(grid, history, previousStartedAt))
  return { html, json }
}
