import { describe, expect, it } from 'vitest'
import { cpuByFlowLine, cpuLine } from './cpu-lines.ts'
import type { RunCpu } from './run-cpu.ts'

const run: RunCpu = {
  runMs: 139_000,
  checksMs: 126_000,
  checks: 210,
  wallMs: 80_000,
  cores: 2,
  workers: 2,
  machineBusy: 0.88,
}

describe("the CPU lines of a run's summary", () => {
  it('gives CPU-s per check, its split, the whole run and how busy the cores were', () => {
    const checks = [
      { cpuMs: { node: 100, browser: 500 } },
      { cpuMs: { node: 200, browser: 400 } },
      {},
    ]
    expect(cpuLine(run, checks)).toBe(
      "CPU: 0.60 CPU-s per check (its worker's Node 0.15, Chromium 0.45); the whole run 139 CPU-s, 0.66 per check, on 2 worker(s); the 2 cores were 88% busy, 87% with this run",
    )
  })

  it("never says this run kept the cores busier than they were (the readings' ticks differ a little)", () => {
    expect(cpuLine({ ...run, runMs: 200_000 }, [])).toMatch(/were 88% busy, 88% with this run$/)
  })

  it('gives each flow its CPU-s per check and the share of its wall time on a core, in the order met', () => {
    expect(
      cpuByFlowLine([
        { flow: 'startup', durationMs: 1_000, cpuMs: { node: 100, browser: 700 } },
        { flow: 'guest-redirect', durationMs: 2_500, cpuMs: { node: 100, browser: 300 } },
        { flow: 'startup', durationMs: 1_200, cpuMs: { node: 100, browser: 500 } },
        { flow: 'maintenance', durationMs: 0 },
      ]),
    ).toBe(
      'CPU-s per check by flow, in its wall time: startup 0.70 in 1.1 s (64%), guest-redirect 0.40 in 2.5 s (16%)',
    )
    expect(cpuByFlowLine([{ flow: 'startup', durationMs: 900 }])).toBe('')
  })
})
