import { existsSync, readFileSync } from 'node:fs'
import { FlagError } from './flag-error.ts'
import type { GridReport } from './report/grid.ts'
import { lastDurations, type RunHistory } from './report/history.ts'
import { shardRange, type Shard } from './shard.ts'
import { checks } from './plain-text.ts'

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
 * Each cell's duration in the last run, from `--durations FILE`: a history.json or a grid.json of
 * an earlier run.
 */
export function readDurations(file: string): Map<string, number> {
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

/** Which checks one machine runs: its own list, or none for Playwright's split; and why, for the log. */
export interface ShardPlan {
  /** The ids this shard runs, balanced by time; undefined: Playwright's contiguous split. */
  cells?: string[]
  line: string
}

/**
 * How this machine's shard is chosen. Only a durations file that every machine is given makes the
 * machines agree: a folder's own history differs from machine to machine (a shard's folder knows
 * only the checks of its own shard), and two machines balancing by different durations would run
 * some checks twice and others nowhere. So with no file the split is Playwright's, by order.
 *
 * @example planShard(['a', 'b'], { current: 1, total: 2 }).line // 'scenarios: shard 1/2 runs 1 of 2 checks, split in order …'
 */
export function planShard(
  ids: readonly string[],
  shard: Shard,
  durations?: { file: string; known: ReadonlyMap<string, number> },
): ShardPlan {
  const name = `scenarios: shard ${shard.current}/${shard.total}`
  const { from, to } = shardRange(ids.length, shard)
  const inOrder = `runs ${to - from} of ${checks(ids.length)}, split in order (Playwright's split, the same on every machine)`
  if (!durations)
    return {
      line: `${name} ${inOrder}; to balance the machines by time, give each the same --durations file, e.g. the history.json of the last merge`,
    }
  const known = ids.filter((id) => durations.known.has(id)).length
  if (!known)
    return {
      line: `${name} ${inOrder}: ${durations.file} holds no duration of this selection's checks`,
    }
  const cells = balanceShards(ids, durations.known, shard.total)[shard.current - 1]!
  const unknown = ids.length - known
  return {
    cells,
    // The file is named, so that QA can see every machine balanced by the same one.
    line:
      `${name} balanced by the durations in ${durations.file}: ${cells.length} of ${checks(ids.length)}` +
      (unknown ? ` (${unknown} not in the file count as its mean check)` : ''),
  }
}
