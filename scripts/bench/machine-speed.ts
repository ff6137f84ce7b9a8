/**
 * How fast the machine runs right now, next to the figures a benchmark or a QA run prints.
 *
 * The project's machines share their host: with nothing of ours running, the same work can take
 * 1.5–2 times as long as at the quietest moment, and the load average does not show it (the
 * slowdown comes from the host, not from the machine's own processes). A fixed amount of
 * arithmetic on one core, timed, does: its time over the reference machine's says whether a
 * figure was taken on an idle machine or on a slow one.
 */

/**
 * The loop's time on the project's reference machine (2 cores, Node 24) at its quietest, as seen
 * on 2026-11-26: the fastest run of three times this loop took 437 ms, and the best median of
 * three 153 ms. Within 15% of it counts as idle (ranIdle), which covers that spread.
 */
export const referenceLoopMs = 145

const iterations = 100_000_000

/** One run of the loop, in milliseconds. */
function loopOnce(): number {
  const start = performance.now()
  let sum = 0
  for (let i = 0; i < iterations; i++) sum += i % 7
  const ms = performance.now() - start
  // Used, so that the compiler cannot drop the loop: the sum of i % 7 is never negative.
  if (sum < 0) throw new Error('unreachable')
  return ms
}

/** The loop's time now: the median of three runs (about half a second on the reference machine). */
export function busyLoopMs(): number {
  const runs = [loopOnce(), loopOnce(), loopOnce()].sort((a, b) => a - b)
  return Math.round(runs[1]!)
}

/** The loop's times before and after a measurement. */
export interface MachineSpeed {
  beforeMs: number
  afterMs: number
}

/** How many times slower than the idle reference machine, e.g. 1.6 (0.5 on a machine twice as fast). */
export function slowdown(ms: number): number {
  return Math.round((ms / referenceLoopMs) * 10) / 10
}

/**
 * One line on the machine's speed around a measurement.
 *
 * @example machineSpeedLine({ beforeMs: 232, afterMs: 150 })
 * // 'machine: a fixed busy loop took 232 ms before and 150 ms after (145 ms on the idle reference machine): 1.6× and 1.0× its time'
 */
export function machineSpeedLine({ beforeMs, afterMs }: MachineSpeed): string {
  return `machine: a fixed busy loop took ${beforeMs} ms before and ${afterMs} ms after (${referenceLoopMs} ms on the idle reference machine): ${slowdown(beforeMs).toFixed(1)}× and ${slowdown(afterMs).toFixed(1)}× its time`
}

/**
 * Whether figures taken around these loop times may be idle ones: both within 15% of the
 * reference. Necessary, not sufficient: the loop is arithmetic on one core, and a shared host
 * can slow a browser's work (memory, caches) more than it slows the loop. A full QA matrix once
 * cost 1.57 times its idle CPU with the loop at 1.2× before and after.
 */
export function ranIdle({ beforeMs, afterMs }: MachineSpeed): boolean {
  return Math.max(beforeMs, afterMs) <= referenceLoopMs * 1.15
}
