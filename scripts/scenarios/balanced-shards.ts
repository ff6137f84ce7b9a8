import { existsSync, readFileSync } from 'node:fs'
import { FlagError } from './flag-error.ts'
import type { GridReport } from './report/grid.ts'
import { lastDurations, type RunHistory } from './report/history.ts'

/**
 * Splits cells into `total` shards of about equal time, from each cell's duration in the last run
 * (longest first, each to the shard with the least time so far). A cell with no known duration
 * counts as the mean of the known ones. The same cells and durations give the same split on every
 * machine, which is what lets each machine run only its own shard.
 *
 * @example balanceShards(['a', 'b', 'c'], new Map([['a', 9], ['b', 5], ['c', 4]]), 2) // [['a'], ['b', 'c']]
 */
export function balanceShards(
  ids: readonly string[],
  durations: ReadonlyMap<string, number>,
  total: number,
): string[][] {
  const known = ids.map((id) => durations.get(id)).filter((ms): ms is number => ms !== undefined)
  const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1
  const order = new Map(ids.map((id, i) => [id, i]))
  const longestFirst = [...ids].sort(
    (a, b) =>
      (durations.get(b) ?? mean) - (durations.get(a) ?? mean) || order.get(a)! - order.get(b)!,
  )
  const shards = Array.from({ length: total }, () => ({ ids: [] as string[], ms: 0 }))
  for (const id of longestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.ms < best.ms ? shard : best))
    lightest.ids.push(id)
    lightest.ms += durations.get(id) ?? mean
  }
  return shards.map((shard) => shard.ids.sort((a, b) => order.get(a)! - order.get(b)!))
}

/**
 * Each cell's duration in the last run, from `--durations FILE` (a history.json or a grid.json
 * of an earlier run) or else from the report folder's own history.
 */
export function readDurations(file: string | undefined, history: RunHistory): Map<string, number> {
  if (!file) return lastDurations(history)
  if (!existsSync(file))
    throw new FlagError(
      `--durations: no file ${file}; name the history.json or grid.json of an earlier run`,
    )
  let parsed: Partial<RunHistory & GridReport>
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RunHistory & GridReport>
  } catch {
    throw new FlagError(
      `--durations: ${file} is not JSON; name the history.json or grid.json of an earlier run`,
    )
  }
  if (Array.isArray(parsed?.runs)) return lastDurations(parsed as RunHistory)
  if (Array.isArray(parsed?.cells))
    return new Map(parsed.cells.filter((c) => c.durationMs > 0).map((c) => [c.id, c.durationMs]))
  throw new FlagError(
    `--durations: ${file} is neither a history.json nor a grid.json of pnpm scenarios`,
  )
}
