import type { Cell, FlowName, Locale } from '../matrix.ts'
import type { VisualShot } from '../visual/shot-result.ts'
import type { MachineSpeed } from '../../bench/machine-speed.ts'
import type { CheckCpu } from '../cpu/check-cpu.ts'
import type { RunCpu } from '../cpu/run-cpu.ts'

/** `changed`: a visual cell that ran well but looks different from its baseline (or has none yet). */
export type CellStatus = 'passed' | 'failed' | 'flaky' | 'skipped' | 'not run' | 'changed'

/** What one cell did; files are relative to the report folder so that the folder can move. */
export interface CellResult extends Cell {
  status: CellStatus
  durationMs: number
  screenshot?: string
  trace?: string
  /** The mock's calls during the cell (HAR), kept for failed cells. */
  har?: string
  error?: string
  /** The CPU time the check cost, ms (its worker's Node and Chromium), where it was counted. */
  cpuMs?: CheckCpu
  /** Why the cell did not run, for a skipped one: what it needs that the backend has not. */
  skipReason?: string
  /** A visual cell's shots, one per viewport. */
  visual?: VisualShot[]
  /** Set aside in scripts/scenarios/quarantine.json: it ran, and its failure does not fail the run. */
  quarantined?: { reason: string; since: string }
}

/** The backend a run's sites called, when not each worker's own mock (`--backend`). */
export interface BackendRan {
  url: string
  /** The player the flows logged in as. */
  account: string
  /** The tenant domain of each template, `{template}` for the theme code. */
  domain: string
}

/** Which build of the site a run checked: its id (builds/latest.json) and when it was built. */
export interface SiteBuild {
  id: string
  builtAt: string
}

/** reports/scenarios/grid.json: the planned template x locale x flow grid and every cell's result. */
export interface GridReport {
  version: 1
  startedAt: string
  durationMs: number
  shards: string[]
  planned: {
    templates: string[]
    colours: 'seeded' | 'all'
    locales: Locale[]
    flows: FlowName[]
    breaks: FlowName[]
    /** `--last-failed` or `--only-changed`: the cells run, when narrowed to them. */
    only?: string[]
  }
  cells: CellResult[]
  /** The backend the sites called (`--backend`); none for each worker's own mock. */
  backend?: BackendRan
  /** The site build the run checked; none for a running site (--base-url) or a build without the file. */
  site?: SiteBuild
  /**
   * How fast the machine ran, one entry per shard: a fixed busy loop timed just before the checks
   * and just after them (bench/machine-speed.ts), so that a slow run can be told from a slow machine.
   */
  machine?: MachineSpeed[]
  /** What the run cost in CPU and how busy the cores were, one entry per shard (Linux only). */
  cpu?: RunCpu[]
  /**
   * Why the run ended before its last check, when it did: Ctrl-C or a signal ('interrupted'), or
   * Playwright's global timeout. Its cells that never ran are then expected, not failures.
   */
  stopped?: 'interrupted' | 'timed out'
  /** The approve command for this report's folders, e.g. `pnpm scenarios approve --out reports/visual`. */
  approveCommand?: string
}

export function countByStatus(cells: readonly CellResult[]): Record<CellStatus, number> {
  const counts: Record<CellStatus, number> = {
    passed: 0,
    failed: 0,
    flaky: 0,
    skipped: 0,
    'not run': 0,
    changed: 0,
  }
  for (const cell of cells) counts[cell.status] += 1
  return counts
}

/**
 * The cells that went wrong: failed ones, and ones that never ran unless the run was stopped
 * before them on purpose.
 */
export function failedCells(grid: GridReport): CellResult[] {
  return grid.cells.filter(
    (c) => c.status === 'failed' || (c.status === 'not run' && !grid.stopped),
  )
}

/** One sentence on a run stopped before its end, or ''. */
export function stoppedNote(grid: GridReport): string {
  if (!grid.stopped) return ''
  const notRun = countByStatus(grid.cells)['not run']
  const why = grid.stopped === 'interrupted' ? 'interrupted' : "Playwright's time limit"
  return `stopped before the end (${why}): ${notRun} of ${grid.cells.length} checks did not run; the same command with --last-failed runs them and any that failed`
}

/**
 * The skipped flows of a grid with why and on how many cells, e.g. for the summary's list.
 *
 * @example skippedFlows(grid) // [{ flow: 'maintenance', cells: 9, reason: "turns the tenant's maintenance on through the mock's control API" }]
 */
export function skippedFlows(
  grid: GridReport,
): { flow: FlowName; cells: number; reason: string }[] {
  const byFlow = new Map<FlowName, { flow: FlowName; cells: number; reason: string }>()
  for (const cell of grid.cells.filter((c) => c.status === 'skipped')) {
    const entry = byFlow.get(cell.flow) ?? {
      flow: cell.flow,
      cells: 0,
      reason: cell.skipReason ?? 'skipped',
    }
    entry.cells += 1
    byFlow.set(cell.flow, entry)
  }
  return [...byFlow.values()]
}

/** One line on the backend a run called, when it was not the mock (`--backend`); else ''. */
export function backendLine(grid: GridReport): string {
  return grid.backend
    ? `backend: ${grid.backend.url} (tenants ${grid.backend.domain}, player ${grid.backend.account}); the flows that need the mock's control API are skipped`
    : ''
}
