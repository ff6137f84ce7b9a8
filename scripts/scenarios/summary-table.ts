import type { CellResult, GridReport } from './report/grid.ts'
import {
  backendLine,
  countByStatus,
  failedCells,
  skippedFlows,
  stoppedNote,
} from './report/grid.ts'
import { checks, firstLine } from './plain-text.ts'
import { formatDuration } from './progress.ts'
import { machineSpeedLine } from '../bench/machine-speed.ts'
import { cpuByFlowLine, cpuLine } from './cpu/cpu-lines.ts'

const rowKey = (cell: CellResult) =>
  cell.colour ? `${cell.template} ${cell.colour}` : cell.template
const isGood = (cell: CellResult) => cell.status === 'passed' || cell.status === 'flaky'

/** One row per template (and colour), one column per locale: checks passed / checks run, and what failed. */
export function formatSummaryTable(grid: GridReport): string {
  const locales = grid.planned.locales
  const rows = [...new Set(grid.cells.map(rowKey))]
  const width = Math.max(8, ...rows.map((r) => r.length)) + 2
  const lines = [`${'template'.padEnd(width)}${locales.map((l) => l.padEnd(10)).join('')}`]
  for (const row of rows) {
    const columns = locales.map((locale) => {
      // A skipped check says nothing of the site: it counts neither way.
      const cells = grid.cells.filter(
        (c) => rowKey(c) === row && c.locale === locale && c.status !== 'skipped',
      )
      const good = cells.filter(isGood).length
      return `${good === cells.length ? '✓' : '✗'} ${good}/${cells.length}`.padEnd(10)
    })
    lines.push(`${row.padEnd(width)}${columns.join('')}`)
  }
  const failures = failedCells(grid)
  if (failures.length) lines.push('', 'failed:')
  for (const cell of failures)
    lines.push(
      `  ✗ ${cell.id}${cell.quarantined ? ' (quarantined, not counted)' : ''}: ${firstLine(cell.error ?? cell.status)}`,
    )
  const changed = grid.cells.filter((c) => c.status === 'changed')
  if (changed.length)
    lines.push(
      '',
      'looks different from its baseline (see the report, then approve what is meant):',
    )
  for (const cell of changed) lines.push(`  ~ ${cell.id}`)
  if (changed.length)
    lines.push(
      `  accept all: ${grid.approveCommand ?? 'pnpm scenarios approve'} ${changed.map((c) => c.id).join(' ')}`,
    )
  const skipped = skippedFlows(grid)
  if (skipped.length) lines.push('', 'skipped:')
  for (const { flow, cells, reason } of skipped)
    lines.push(`  - ${flow} (${checks(cells)}): ${reason}`)
  if (grid.stopped) lines.push('', stoppedNote(grid))
  const counts = countByStatus(grid.cells)
  const flaky = counts.flaky ? `, ${counts.flaky} flaky` : ''
  const notRun = counts['not run'] ? `, ${counts['not run']} not run` : ''
  const visual = counts.changed ? `, ${counts.changed} changed` : ''
  const skips = counts.skipped ? `, ${counts.skipped} skipped` : ''
  lines.push(
    '',
    `scenarios: ${checks(grid.cells.length)}, ${counts.passed + counts.flaky} passed, ${counts.failed} failed${flaky}${notRun}${visual}${skips} in ${formatDuration(grid.durationMs)}`,
  )
  if (grid.backend) lines.push(backendLine(grid))
  // How fast the machine ran: a run's time means little without it on a shared host.
  for (const speed of grid.machine ?? []) lines.push(machineSpeedLine(speed))
  // What the checks cost, and whether the cores were kept busy: per shard, then per flow.
  for (const cpu of grid.cpu ?? []) lines.push(cpuLine(cpu, grid.cpu!.length > 1 ? [] : grid.cells))
  const byFlow = cpuByFlowLine(grid.cells)
  if (byFlow) lines.push(byFlow)
  return lines.join('\n')
}
