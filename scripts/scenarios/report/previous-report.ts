import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { approveCommandIn } from '../visual/approve-command.ts'
import { writeWhole } from '../write-whole.ts'
import type { CellStatus } from './grid.ts'
import { readGridFile } from './grid-file.ts'
import { onlyFailuresBox } from './only-failures-box.ts'

/** The folders of a report's evidence, which its page links: a merge brings them all along. */
export const evidenceFolders = ['shots', 'traces', 'visual', 'har'] as const

/** What a run writes into its report folder, and moves aside as it starts. */
export const reportParts = [...evidenceFolders, 'grid.json', 'index.html'] as const

/** The folder, inside the report folder, that holds the run before. */
export const previousDir = 'previous'

/** The header line that links the run before (html-page.ts); a report in previous/ has none. */
export const previousLinkPattern = /<p class="previous-run">.*?<\/p>\n?/

/** The header line of a report moved into previous/, in place of its link to the run before. */
export const olderRunNote =
  '<p class="previous-run">This is the run before the last one, kept to set beside it: <a href="../index.html">the last run\'s report</a>.</p>\n'

/**
 * Moves the last run's report into `previous/` (the one before it goes), so that QA can read it
 * while this run writes its own, and compare the two after. A folder without a finished report
 * (no grid.json: a run that died, or none yet) only has its leftovers removed, and previous/
 * stays as it is.
 *
 * @example keepPreviousReport('reports/scenarios') // true: reports/scenarios/previous/index.html
 */
export function keepPreviousReport(outDir: string): boolean {
  const previous = resolve(outDir, previousDir)
  const last = existsSync(resolve(outDir, 'grid.json'))
  // Without a finished report here, the one in previous/ is still the last finished run's.
  if (last) {
    rmSync(previous, { recursive: true, force: true })
    mkdirSync(previous)
  }
  for (const part of reportParts) {
    const from = resolve(outDir, part)
    if (!existsSync(from)) continue
    if (last) renameSync(from, resolve(previous, part))
    else rmSync(from, { recursive: true, force: true })
  }
  if (!last) return false
  const command = approveFromPrevious(previous)
  // Its link to the run before it would lead nowhere: that one is gone.
  const html = resolve(previous, 'index.html')
  if (existsSync(html)) {
    // It is no longer the last report: say so, with the way to the one that is.
    let page = readFileSync(html, 'utf8')
      .replace(previousLinkPattern, '')
      .replace(onlyFailuresBox, `${olderRunNote}${onlyFailuresBox}`)
    if (command) page = page.replace(JSON.stringify(command.was), JSON.stringify(command.now))
    writeFileSync(html, page)
  }
  return true
}

/**
 * A moved report's approve command, in its grid.json, made to name previous/: QA can still
 * approve the changes that report lists (its shots moved with it), where the command it gave
 * would now read the new run's report. Returns the command before and after, when it had one.
 */
function approveFromPrevious(previous: string): { was: string; now: string } | undefined {
  // A grid.json this version cannot read is kept as it is.
  const grid = readGridFile(previous)
  if (!grid?.approveCommand) return undefined
  const was = grid.approveCommand
  const now = approveCommandIn(was, previous)
  writeWhole(
    resolve(previous, 'grid.json'),
    `${JSON.stringify({ ...grid, approveCommand: now }, null, 2)}\n`,
  )
  return { was, now }
}

/** The run before, as the new report shows it: when it started, and each cell's result and shot. */
export interface PreviousRun {
  startedAt: string
  /** By cell id; the shot's path is relative to the report folder (in previous/). */
  cells: Record<string, { status: CellStatus; screenshot?: string }>
}

/** The run before this one in the folder, if its report is kept in previous/. */
export function previousRun(outDir: string): PreviousRun | undefined {
  const grid = readGridFile(resolve(outDir, previousDir))
  // Not a grid this version reads (JSON of another shape included): no run before to show.
  if (!Array.isArray(grid?.cells) || !existsSync(resolve(outDir, previousDir, 'index.html')))
    return undefined
  const cells = Object.fromEntries(
    grid.cells.map((c) => [
      c.id,
      {
        status: c.status,
        ...(c.screenshot ? { screenshot: `${previousDir}/${c.screenshot}` } : {}),
      },
    ]),
  )
  return { startedAt: grid.startedAt, cells }
}
