import type { CellStatus, GridReport } from './grid.ts'
import type { MachineSpeed } from '../../bench/machine-speed.ts'
import type { RunCpu } from '../cpu/run-cpu.ts'

/** How many runs the history keeps. */
export const historyLength = 20

/** One run as the history keeps it: each cell's result and time, nothing else. */
export interface HistoryRun {
  startedAt: string
  durationMs: number
  /** The site build the run checked (its id), when known. */
  build?: string
  /** How fast the machine ran (one entry per shard), when known. */
  machine?: MachineSpeed[]
  /** What the run cost in CPU and how busy the cores were (one entry per shard), when known. */
  cpu?: RunCpu[]
  cells: Record<string, { status: CellStatus; ms: number }>
}

/** reports/scenarios/history.json: the last runs, oldest first. */
export interface RunHistory {
  version: 1
  runs: HistoryRun[]
}

export const emptyHistory = (): RunHistory => ({ version: 1, runs: [] })

/**
 * The history with this run appended, the oldest dropped beyond `limit`.
 *
 * @example appendRun(emptyHistory(), grid).runs.length // 1
 */
export function appendRun(
  history: RunHistory,
  grid: GridReport,
  limit = historyLength,
): RunHistory {
  const cells = Object.fromEntries(
    grid.cells.map((c) => [c.id, { status: c.status, ms: Math.round(c.durationMs) }]),
  )
  const run: HistoryRun = {
    startedAt: grid.startedAt,
    durationMs: grid.durationMs,
    ...(grid.site ? { build: grid.site.id } : {}),
    ...(grid.machine?.length ? { machine: grid.machine } : {}),
    ...(grid.cpu?.length ? { cpu: grid.cpu } : {}),
    cells,
  }
  const runs = [...history.runs, run]
  return { version: 1, runs: runs.slice(-limit) }
}

/** A cell over the runs it took part in: its results oldest first, and how flaky it is. */
export interface CellTrack {
  id: string
  /** One entry per run of the history; undefined where the cell did not run. */
  results: (CellStatus | undefined)[]
  runs: number
  /** Runs that passed only on the retry. */
  flaky: number
  /** Times the result went from good to bad or back between two runs of the cell. */
  flips: number
  /** (flaky runs + flips) / runs: how often the cell's result was not to be trusted. */
  flakeRate: number
}

const good = (status: CellStatus) => status === 'passed'
const counts = (status: CellStatus | undefined): status is CellStatus =>
  status !== undefined && status !== 'skipped' && status !== 'not run'

/**
 * Every cell of the history with its results over time and its flake rate; a cell that passed
 * in every run it took part in is left out unless `all`.
 *
 * @example cellTracks(history)[0] // { id: 'slot2.zh.login', results: ['passed', 'flaky', 'passed'], flakeRate: 0.33, … }
 */
export function cellTracks(history: RunHistory, all = false): CellTrack[] {
  const ids = [...new Set(history.runs.flatMap((run) => Object.keys(run.cells)))]
  return ids
    .map((id) => {
      const results = history.runs.map((run) => run.cells[id]?.status)
      const ran = results.filter(counts)
      const flaky = ran.filter((s) => s === 'flaky').length
      // A changed look is a change of the site, approved or not, not a flake: only pass and fail flip.
      const verdicts = ran.filter((s) => s === 'passed' || s === 'failed')
      let flips = 0
      for (let i = 1; i < verdicts.length; i++)
        if (good(verdicts[i]!) !== good(verdicts[i - 1]!)) flips += 1
      return {
        id,
        results,
        runs: ran.length,
        flaky,
        flips,
        flakeRate: ran.length ? (flaky + flips) / ran.length : 0,
      }
    })
    .filter((track) => all || track.results.some((s) => s !== undefined && s !== 'passed'))
}

/**
 * The cells `--last-failed` re-runs: those that failed, changed, were flaky or did not run in the
 * last run of the history.
 *
 * @example cellsToRerun(history) // ['slot2.zh.login', 'casino1.en.visual-home']
 */
export function cellsToRerun(history: RunHistory): string[] {
  const last = history.runs.at(-1)
  if (!last) return []
  return Object.entries(last.cells)
    .filter(([, cell]) => cell.status !== 'passed' && cell.status !== 'skipped')
    .map(([id]) => id)
}

/** The last run's time per cell, for balancing shards. */
export function lastDurations(history: RunHistory): Map<string, number> {
  const durations = new Map<string, number>()
  for (const run of history.runs)
    for (const [id, cell] of Object.entries(run.cells)) if (cell.ms > 0) durations.set(id, cell.ms)
  return durations
}

/** What changed since each cell last ran: the cells that went red, and those that went green. */
export interface ResultChanges {
  /** Failed in the last run, passed (or passed on a retry, or looked different) the time before. */
  newlyFailed: string[]
  /** Looked different from its baseline in the last run, passed the time before: a visual change. */
  newlyChanged: string[]
  /** Passed in the last run, failed or looked different the time before (mended, or approved). */
  fixed: string[]
  /** Cells of the last run that had run before, so that the changes are out of these. */
  compared: number
}

/**
 * The last run of the history set against the result each of its cells had the time before it
 * ran (a `--last-failed` run is compared cell by cell with the runs before it): what QA reads
 * first on the morning after a nightly run. A cell that did not run is no result.
 *
 * @example resultChanges(history) // { newlyFailed: ['slot2.zh.login'], newlyChanged: [], fixed: [], compared: 138 }
 */
export function resultChanges(history: RunHistory): ResultChanges {
  const changes: ResultChanges = { newlyFailed: [], newlyChanged: [], fixed: [], compared: 0 }
  const last = history.runs.at(-1)
  if (!last) return changes
  const before = history.runs.slice(0, -1).reverse()
  const verdict = (status: CellStatus | undefined) =>
    status === 'passed' || status === 'flaky'
      ? 'good'
      : status === 'failed' || status === 'changed'
        ? status
        : undefined
  for (const [id, cell] of Object.entries(last.cells)) {
    const now = verdict(cell.status)
    if (!now) continue
    const then = before.map((run) => verdict(run.cells[id]?.status)).find(Boolean)
    if (!then) continue
    changes.compared += 1
    if (now === 'failed' && then !== 'failed') changes.newlyFailed.push(id)
    if (now === 'changed' && then === 'good') changes.newlyChanged.push(id)
    if (now === 'good' && then !== 'good') changes.fixed.push(id)
  }
  return changes
}

/**
 * One sentence on {@link resultChanges}, or '' when no cell of the last run had run before.
 *
 * @example resultChangesLine(history) // 'since each cell last ran: 1 newly failed (slot2.zh.login), 0 fixed, of 138 cells'
 */
export function resultChangesLine(history: RunHistory, most = 10): string {
  const { newlyFailed, newlyChanged, fixed, compared } = resultChanges(history)
  if (!compared) return ''
  const list = (ids: string[]) =>
    ids.length
      ? ` (${ids.slice(0, most).join(', ')}${ids.length > most ? `, and ${ids.length - most} more` : ''})`
      : ''
  const changed = newlyChanged.length
    ? `, ${newlyChanged.length} newly changed${list(newlyChanged)}`
    : ''
  return `since each cell last ran: ${newlyFailed.length} newly failed${list(newlyFailed)}${changed}, ${fixed.length} fixed${list(fixed)}, of ${compared} cells`
}
