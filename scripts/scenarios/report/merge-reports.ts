import { cpSync, existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { GridReport } from './grid.ts'
import { mergeGrids } from './merge-grids.ts'
import { writeReport } from './write-report.ts'
import { assertNotBeingWritten, lockReportFolder } from './run-lock.ts'
import { evidenceFolders } from './previous-report.ts'
import { formatSummaryTable } from '../summary-table.ts'

/**
 * `pnpm scenarios merge <dir...>`: one report from the report folders of several shards
 * (copied from each machine's reports/scenarios). Resolves to 1 when any cell failed or never ran.
 */
export function mergeReports(inputs: readonly string[], outDir: string): number {
  for (const dir of inputs)
    if (resolve(dir) !== outDir)
      assertNotBeingWritten(resolve(dir), {
        reason: 'A shard still running has not written its report yet.',
        otherFolder: false,
      })
  const lock = lockReportFolder(outDir, {
    reason: 'A merge writes its report there, and would mix it with that run.',
  })
  try {
    return mergeInto(inputs, outDir)
  } finally {
    lock.release()
  }
}

function mergeInto(inputs: readonly string[], outDir: string): number {
  const grids: GridReport[] = inputs.map((dir) => {
    const file = resolve(dir, 'grid.json')
    if (!existsSync(file))
      throw new Error(`${dir} holds no grid.json: is it a scenarios report folder?`)
    return JSON.parse(readFileSync(file, 'utf8')) as GridReport
  })
  for (const dir of inputs) {
    if (resolve(dir) === outDir) continue
    for (const part of evidenceFolders)
      if (existsSync(resolve(dir, part)))
        cpSync(resolve(dir, part), resolve(outDir, part), { recursive: true })
  }
  const merged = mergeGrids(grids)
  const builds = [...new Set(grids.map((g) => g.site?.id ?? 'unknown'))]
  if (builds.length > 1)
    console.warn(
      `scenarios merge: the shards checked different builds of the site (${builds.join(', ')}); the merged report names none`,
    )
  const files = writeReport(outDir, merged)
  console.log(formatSummaryTable(merged))
  console.log(`report: ${files.html}\n        ${files.json}`)
  return merged.cells.some((c) => c.status === 'failed' || c.status === 'not run') ? 1 : 0
}
