import { treeCpuMs } from './process-cpu.ts'

/** The attachment in which a check hands the reporter the CPU time it cost. */
export const cpuAttachment = 'scenario-cpu'

/** What one check cost in CPU time, ms: the worker's own Node (Playwright, the site's server and the mock) and its Chromium. */
export interface CheckCpu {
  node: number
  browser: number
}

/**
 * Starts counting a check's CPU time in this worker: its Node and every Chromium process below
 * it. The returned function gives the cost so far (undefined where /proc is missing). One worker
 * runs one check at a time, so its process tree's time between the two readings is the check's.
 *
 * @example const spent = countCheckCpu(); await runTheCheck(); spent() // { node: 160, browser: 410 }
 */
export function countCheckCpu(pid = process.pid): () => CheckCpu | undefined {
  const start = treeCpuMs(pid)
  return () => {
    const end = treeCpuMs(pid)
    if (!start || !end) return undefined
    return { node: end.own - start.own, browser: end.below - start.below }
  }
}
