import { FlagError } from './flag-error.ts'

export interface Shard {
  current: number
  total: number
}

/** Reads `--shard 2/3` (the second of three machines), as Playwright's own `--shard` does. */
export function parseShard(raw: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(raw.trim())
  const current = Number(match?.[1])
  const total = Number(match?.[2])
  if (!match || total < 1 || current < 1 || current > total)
    throw new FlagError(`--shard: expected i/n with 1 <= i <= n, e.g. 1/3, got '${raw}'`)
  return { current, total }
}

/**
 * The slice of `count` checks one shard runs: contiguous, sizes differ by at most one, the same
 * split Playwright makes of a fully parallel suite.
 *
 * @example shardRange(10, { current: 1, total: 3 }) // { from: 0, to: 4 }
 */
export function shardRange(count: number, shard: Shard): { from: number; to: number } {
  const size = Math.floor(count / shard.total)
  const extra = count - size * shard.total
  const index = shard.current - 1
  const from = size * index + Math.min(extra, index)
  return { from, to: from + size + (index < extra ? 1 : 0) }
}
