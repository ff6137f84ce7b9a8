import { availableParallelism } from 'node:os'
import { machineTicks, TreeCpuWatch, type MachineTicks } from './process-cpu.ts'

/** What a run (or a shard) cost the machine, as its grid.json and history keep it. */
export interface RunCpu {
  /** CPU time of the whole run, ms: the runner, its workers, their Chromium and the site's servers. */
  runMs: number
  /** The checks' own share of it, ms: the sum over the checks (their worker and Chromium). */
  checksMs: number
  /** Checks that were counted. */
  checks: number
  /** The run's wall time, ms. */
  wallMs: number
  cores: number
  workers: number
  /** How busy the machine's cores were meanwhile, 0–1, this run and any other work together. */
  machineBusy: number
}

/**
 * Counts a run's CPU from its start: the runner's process tree (its workers, and the Chromium
 * and servers below them, looked at twice a second) and the machine's cores. Linux only;
 * elsewhere `end` is undefined.
 */
export class RunCpuCount {
  private readonly tree = new TreeCpuWatch(process.pid)
  private readonly ticks: MachineTicks | undefined = machineTicks()
  private readonly started = performance.now()

  /** The figures once the run has ended. */
  end(checks: { ms: number; count: number }, workers: number): RunCpu | undefined {
    const runMs = this.tree.stop()
    const ticks = machineTicks()
    if (!this.ticks || !ticks) return undefined
    const total = ticks.total - this.ticks.total
    return {
      runMs,
      checksMs: checks.ms,
      checks: checks.count,
      wallMs: Math.round(performance.now() - this.started),
      cores: availableParallelism(),
      workers,
      machineBusy: total > 0 ? (ticks.busy - this.ticks.busy) / total : 0,
    }
  }
}
