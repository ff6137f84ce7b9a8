import { cpSync, existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CellStatus, GridReport } from './grid.ts'
import { mergeGrids } from './merge-grids.ts'
import { readGridFile } from './grid-file.ts'
import { finishReport } from './write-report.ts'
import { assertNotBeingWritten, lockReportFolder } from './run-lock.ts'
import { evidenceFolders, keepPreviousReport, previousRun } from './previous-report.ts'
import { appendRun } from './history.ts'
import { readHistory } from './history-file.ts'
import { approveCommandIn } from '../visual/approve-command.ts'
import { checks } from '../plain-text.ts'

/**
 * `pnpm scenarios merge <dir...>`: one report from the report folders of several shards
 * (copied from each machine's reports/scenarios), kept as a run's is: the folder's report before
 * it moves into previous/, and the merged run joins the folder's history, so that a matrix split
 * over machines every night still says what changed since the night before. Resolves to 1 when
 * any cell failed, never ran or changed its look, as the run itself would have.
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
  // The folder's report so far: the merge of an earlier day, which goes into previous/ as a run's
  // would (and what a run that died there left is dropped); unless it is one of these shards
  // (merged into its own folder, whose run kept the one before) or this same merge made again.
  const shardRuns = new Set(grids.map((g) => g.startedAt))
  const here = readGridFile(outDir)
  if (!(here && shardRuns.has(here.startedAt))) keepPreviousReport(outDir)
  for (const dir of inputs) {
    if (resolve(dir) === outDir) continue
    for (const part of evidenceFolders)
      if (existsSync(resolve(dir, part)))
        cpSync(resolve(dir, part), resolve(outDir, part), { recursive: true })
  }
  const shardsCommand = grids.find((g) => g.approveCommand)?.approveCommand
  const merged = {
    ...mergeGrids(grids),
    ...(shardsCommand ? { approveCommand: approveCommandIn(shardsCommand, outDir) } : {}),
  }
  const split = splitProblem(grids, merged)
  if (split) console.warn(split)
  const builds = [...new Set(grids.map((g) => g.site?.id ?? 'unknown'))]
  if (builds.length > 1)
    console.warn(
      `scenarios merge: the shards checked different builds of the site (${builds.join(', ')}); the merged report names none`,
    )
  const backends = [...new Set(grids.map((g) => g.backend?.url ?? "each worker's own mock"))]
  if (backends.length > 1)
    console.warn(
      `scenarios merge: the shards ran against different backends (${backends.join(', ')}); the merged report names the first`,
    )
  // One run of the history for the whole matrix: a shard's own run recorded in this folder, or
  // this merge recorded before, gives way to it.
  const earlier = readHistory(outDir)
  while (earlier.runs.length && shardRuns.has(earlier.runs.at(-1)!.startedAt)) earlier.runs.pop()
  finishReport(outDir, merged, appendRun(earlier, merged), previousRun(outDir))
  // As a run's: a look that changed is no failure, but the whole does not pass until approved.
  const unsettled: CellStatus[] = ['failed', 'not run', 'changed']
  // A quarantined check runs and is reported, but does not fail the whole.
  return merged.cells.some((c) => unsettled.includes(c.status) && !c.quarantined) ? 1 : 0
}

/**
 * Why the shards do not add up to the matrix, when they do not: checks that ran in two shards
 * and checks that ran in none. Machines that balanced their shards by different durations files
 * split the matrix differently; a shard left out of the merge, or stopped, leaves checks that ran
 * nowhere.
 */
export function splitProblem(grids: readonly GridReport[], merged: GridReport): string | undefined {
  const runs = new Map<string, number>()
  for (const cell of grids.flatMap((g) => g.cells))
    if (cell.status !== 'not run') runs.set(cell.id, (runs.get(cell.id) ?? 0) + 1)
  const twice = [...runs].filter(([, n]) => n > 1).map(([id]) => id)
  const nowhere = merged.cells.filter((c) => !runs.has(c.id)).map((c) => c.id)
  if (!twice.length && !nowhere.length) return undefined
  const some = (ids: string[]) => `${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ', …' : ''}`
  const found = [
    twice.length ? `${checks(twice.length)} ran in more than one shard (${some(twice)})` : '',
    nowhere.length
      ? `${twice.length ? nowhere.length : checks(nowhere.length)} ran in no shard (${some(nowhere)}), reported as not run`
      : '',
  ]
    .filter(Boolean)
    .join(' and ')
  const cause = twice.length
    ? "the machines split the matrix differently: give each the same --durations file (the merged folder's history.json), or none"
    : 'a shard is missing from the merge or stopped early, or the machines balanced their shards by different --durations'
  return `scenarios merge: ${found}: ${cause}.`
}
