import { describe, expect, it } from 'vitest'
import { renderReportPage } from '../report/html-page.ts'
import { appendRun, emptyHistory } from '../report/history.ts'
import { mergeGrids } from '../report/merge-grids.ts'
import { testCell, testGrid } from '../report/test-grids.ts'
import { formatSummaryTable } from '../summary-table.ts'
import type { RunCpu } from './run-cpu.ts'

const cpu: RunCpu = {
  runMs: 2_000,
  checksMs: 1_800,
  checks: 2,
  wallMs: 2_000,
  cores: 2,
  workers: 2,
  machineBusy: 0.8,
}
const grid = testGrid(
  [
    testCell('casino1.en.startup', 'passed', { cpuMs: { node: 200, browser: 600 } }),
    testCell('casino1.en.guest-redirect', 'passed', {
      durationMs: 2_000,
      cpuMs: { node: 100, browser: 900 },
    }),
  ],
  { cpu: [cpu] },
)

describe("a run's CPU in its summary, report and history", () => {
  it('the summary gives CPU-s per check, how busy the cores were, and each flow', () => {
    const summary = formatSummaryTable(grid)
    expect(summary).toContain(
      "CPU: 0.90 CPU-s per check (its worker's Node 0.15, Chromium 0.75); the whole run 2 CPU-s, 1.00 per check, on 2 worker(s); the 2 cores were 80% busy, 50% with this run",
    )
    expect(summary).toContain(
      'CPU-s per check by flow, in its wall time: startup 0.80 in 0.9 s (89%), guest-redirect 1.00 in 2.0 s (50%)',
    )
  })

  it("the report's header gives the same", () => {
    expect(renderReportPage(grid)).toContain('; 0.90 CPU-s per check, the 2 cores 80% busy</p>')
  })

  it('a merge keeps each shard, and the history keeps them for the next choice of workers', () => {
    const merged = mergeGrids([
      { ...grid, shards: ['1/2'] },
      { ...grid, shards: ['2/2'], cpu: [{ ...cpu, machineBusy: 0.9 }] },
    ])
    expect(merged.cpu?.map((c) => c.machineBusy)).toEqual([0.8, 0.9])
    expect(renderReportPage(merged)).toContain('the 2 cores 80%, 90% busy (per shard)')
    expect(appendRun(emptyHistory(), merged).runs[0]!.cpu).toEqual(merged.cpu)
  })

  it('says nothing of CPU where it was not counted', () => {
    const plain = testGrid([testCell('casino1.en.startup')])
    expect(formatSummaryTable(plain)).not.toContain('CPU')
    expect(renderReportPage(plain)).not.toContain('CPU-s')
  })
})
