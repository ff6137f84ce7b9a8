import { readFileSync } from 'node:fs'
import type { GridReport } from '../report/grid.ts'
import type { RunHistory } from '../report/history.ts'
import type { RunCpu } from './run-cpu.ts'

function cpuIn(file: string): RunCpu[] | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RunHistory & GridReport>
    if (Array.isArray(parsed.runs)) return parsed.runs.findLast((run) => run.cpu?.length)?.cpu
    return parsed.cpu?.length ? parsed.cpu : undefined
  } catch {
    return undefined
  }
}

/**
 * The CPU figures of the last run that has them (one per shard): from the report folder's
 * history, else from the `--durations` file (a history or a grid), which is all a fresh CI
 * machine has.
 *
 * @example lastRunCpu('reports/scenarios/history.json') // [{ runMs: 95_000, wallMs: 79_000, workers: 2, … }]
 */
export function lastRunCpu(...files: readonly string[]): RunCpu[] | undefined {
  for (const file of files) {
    const found = cpuIn(file)
    if (found) return found
  }
  return undefined
}
