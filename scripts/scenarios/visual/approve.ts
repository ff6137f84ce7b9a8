import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { FlagError } from '../flag-error.ts'
import type { GridReport } from '../report/grid.ts'
import { lockReportFolder } from '../report/run-lock.ts'
import { writeWhole } from '../write-whole.ts'
import { needsApproval } from './shot-result.ts'

/**
 * `pnpm scenarios approve <ids…>`: accepts the new look of exactly these changed cells by copying
 * the shots the last run kept in the report folder over their baselines. Nothing is re-run.
 * Returns the baselines it wrote, relative to the baselines folder.
 *
 * @example approveCells(['casino1.en.visual-home'], 'reports/scenarios', 'scripts/scenarios/baselines') // ['casino1/gold/en.home.390.png', …]
 */
export function approveCells(
  ids: readonly string[],
  outDir: string,
  baselinesDir: string,
): string[] {
  const lock = lockReportFolder(outDir, {
    reason:
      'Approving copies the shots its last report lists, and the run going there is replacing them: approve once it has finished.',
  })
  try {
    return approveFromReport(ids, outDir, baselinesDir)
  } finally {
    lock.release()
  }
}

function approveFromReport(ids: readonly string[], outDir: string, baselinesDir: string): string[] {
  const gridFile = resolve(outDir, 'grid.json')
  if (!existsSync(gridFile))
    throw new FlagError(
      `approve: ${outDir} holds no grid.json; run pnpm scenarios --visual first (or name the report folder with --out)`,
    )
  const grid = JSON.parse(readFileSync(gridFile, 'utf8')) as GridReport
  const approvable = grid.cells.filter((c) => c.visual?.some(needsApproval))
  const unknown = ids.filter((id) => !approvable.some((c) => c.id === id))
  if (unknown.length) {
    const known = approvable.map((c) => c.id).join(', ') || '(none: the last run changed nothing)'
    throw new FlagError(
      `approve: ${unknown.join(', ')} did not change in the last run. Changed cells: ${known}`,
    )
  }
  const written: string[] = []
  for (const cell of approvable.filter((c) => ids.includes(c.id)))
    for (const shot of cell.visual!.filter(needsApproval)) {
      const from = resolve(outDir, shot.new!)
      if (!existsSync(from)) throw new Error(`approve: ${from} is gone; run the cell again`)
      writeWhole(resolve(baselinesDir, shot.key), readFileSync(from))
      written.push(shot.key)
    }
  return written
}
