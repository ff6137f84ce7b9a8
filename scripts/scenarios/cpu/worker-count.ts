import { freemem } from 'node:os'
import type { RunCpu } from './run-cpu.ts'
import { machineTicks } from './process-cpu.ts'

/** How busy the cores may be kept: a little room for the runner and the system. */
const busyTarget = 0.95
/** A worker with its Chromium and the site's server holds about this much memory at most. */
const memoryPerWorker = 700 * 1024 * 1024

/** Why a run has the number of workers it has, for its first line. */
export interface WorkerChoice {
  workers: number
  reason: string
}

/**
 * How many workers the machine can take: as many as keep its free cores busy, by the CPU a worker
 * used in the last run (a worker whose checks wait for a page, a timer or the network keeps less
 * than a core busy, and more of them fit), never more than 3 per core or than memory allows. With
 * nothing measured yet, one per core.
 *
 * @example chooseWorkers({ cores: 2, busyNow: 0.05, last: [{ runMs: 780_000, wallMs: 1_189_000, workers: 2, … }] })
 * // { workers: 6, reason: 'a worker kept 0.33 of a core busy in the last run, 1.9 of 2 cores are free' }
 */
export function chooseWorkers({
  cores,
  busyNow,
  last,
  freeMemory = freemem(),
}: {
  cores: number
  /** How busy the cores are just before the run, 0–1 (others' work). */
  busyNow: number
  /** The last run's CPU figures, one per shard, if it had any. */
  last?: readonly RunCpu[]
  freeMemory?: number
}): WorkerChoice {
  const free = Math.max(0.5, cores * (1 - busyNow))
  const byMemory = Math.max(1, Math.floor(freeMemory / memoryPerWorker))
  const workerTime = (last ?? []).reduce((sum, run) => sum + run.wallMs * run.workers, 0)
  const spent = (last ?? []).reduce((sum, run) => sum + run.runMs, 0)
  if (workerTime <= 0 || spent <= 0)
    return {
      workers: Math.min(cores, byMemory),
      reason: 'one per core: no run before measured what a worker takes',
    }
  const perWorker = spent / workerTime
  const wanted = Math.ceil((free * busyTarget) / perWorker)
  const workers = Math.max(1, Math.min(wanted, cores * 3, byMemory))
  const memoryNote = workers === byMemory && byMemory < wanted ? ', as many as memory allows' : ''
  return {
    workers,
    reason: `a worker kept ${perWorker.toFixed(2)} of a core busy in the last run, ${free.toFixed(1)} of ${cores} cores are free${memoryNote}`,
  }
}

/** How busy the machine's cores are right now: their busy share over `ms`. */
export async function busyNow(ms = 500): Promise<number> {
  const before = machineTicks()
  await new Promise((done) => setTimeout(done, ms))
  const after = machineTicks()
  if (!before || !after || after.total === before.total) return 0
  return (after.busy - before.busy) / (after.total - before.total)
}
