import type { GridReport } from '../report/grid.ts'
import type { CheckOutcome } from './flaky-lines.ts'

/** A scenario grid's cells as the flaky and quarantined lines read checks. */
export function quarantineOutcomes(grid: GridReport): CheckOutcome[] {
  return grid.cells.map((cell) => ({
    id: cell.id,
    status: cell.status,
    ...(cell.error ? { error: cell.error } : {}),
    ...(cell.quarantined
      ? { quarantine: { suite: 'scenarios', check: cell.id, ...cell.quarantined } }
      : {}),
  }))
}
