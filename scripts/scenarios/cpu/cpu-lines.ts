import type { FlowName } from '../matrix.ts'
import type { CheckCpu } from './check-cpu.ts'
import type { RunCpu } from './run-cpu.ts'

const seconds = (ms: number) => (ms / 1000).toFixed(2)
const percent = (share: number) => `${Math.round(share * 100)}%`

/**
 * What a run cost in CPU, and how busy the machine's cores were meanwhile, e.g.
 * `CPU: 0.61 CPU-s per check (its worker's Node 0.18, Chromium 0.43); the whole run 139 CPU-s,
 * 0.66 per check; the 2 cores were 88% busy, 79% with this run`.
 */
export function cpuLine(cpu: RunCpu, checks: readonly { cpuMs?: CheckCpu }[]): string {
  const counted = checks.flatMap((c) => (c.cpuMs ? [c.cpuMs] : []))
  const mean = (pick: (c: CheckCpu) => number) =>
    counted.reduce((sum, c) => sum + pick(c), 0) / Math.max(1, counted.length)
  const perCheck = counted.length
    ? `${seconds(mean((c) => c.node + c.browser))} CPU-s per check (its worker's Node ${seconds(mean((c) => c.node))}, Chromium ${seconds(mean((c) => c.browser))}); `
    : ''
  const ownShare = cpu.runMs / Math.max(1, cpu.wallMs * cpu.cores)
  return `CPU: ${perCheck}the whole run ${Math.round(cpu.runMs / 1000)} CPU-s, ${seconds(cpu.runMs / Math.max(1, cpu.checks))} per check, on ${cpu.workers} worker(s); the ${cpu.cores} cores were ${percent(cpu.machineBusy)} busy, ${percent(Math.min(ownShare, cpu.machineBusy))} with this run`
}

/**
 * CPU time and wall time per check of each flow, in the matrix's order: what each kind of check
 * costs, and how much of its time its worker and Chromium were on a core (the rest it waited: for
 * a spec's 1000 ms delay, a page left to settle, or a core the other workers held).
 *
 * @example cpuByFlowLine(cells) // 'CPU-s per check by flow, in its wall time: startup 0.45 in 1.1 s (41%), guest-redirect 0.40 in 2.7 s (15%)'
 */
export function cpuByFlowLine(
  checks: readonly { flow: FlowName; durationMs: number; cpuMs?: CheckCpu }[],
): string {
  const byFlow = new Map<FlowName, { cpu: number; wall: number; count: number }>()
  for (const check of checks) {
    if (!check.cpuMs) continue
    const entry = byFlow.get(check.flow) ?? { cpu: 0, wall: 0, count: 0 }
    entry.cpu += check.cpuMs.node + check.cpuMs.browser
    entry.wall += check.durationMs
    entry.count += 1
    byFlow.set(check.flow, entry)
  }
  if (!byFlow.size) return ''
  const parts = [...byFlow].map(
    ([flow, { cpu, wall, count }]) =>
      `${flow} ${seconds(cpu / count)} in ${(wall / count / 1000).toFixed(1)} s (${percent(cpu / Math.max(1, wall))})`,
  )
  return `CPU-s per check by flow, in its wall time: ${parts.join(', ')}`
}
