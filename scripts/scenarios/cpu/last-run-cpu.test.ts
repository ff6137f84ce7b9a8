import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { historyOfRuns, testCell, testGrid } from '../report/test-grids.ts'
import { lastRunCpu } from './last-run-cpu.ts'
import type { RunCpu } from './run-cpu.ts'

const dir = mkdtempSync(join(tmpdir(), 'last-run-cpu-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const cpu = (runMs: number): RunCpu => ({
  runMs,
  checksMs: runMs,
  checks: 1,
  wallMs: 1_000,
  cores: 2,
  workers: 2,
  machineBusy: 0.5,
})
const write = (name: string, value: unknown) => {
  writeFileSync(join(dir, name), JSON.stringify(value))
  return join(dir, name)
}

describe('what the last run cost, for choosing the workers', () => {
  it("takes the folder's last run that counted its CPU, else the durations file's", () => {
    const runs = [
      testGrid([testCell('casino1.en.startup')], { cpu: [cpu(1_000)] }),
      testGrid([testCell('casino1.en.startup')], { startedAt: '2030-01-02T08:00:00.000Z' }),
    ]
    const history = write('history.json', historyOfRuns(runs))
    const grid = write(
      'grid.json',
      testGrid([testCell('casino1.en.startup')], { cpu: [cpu(2_000)] }),
    )
    expect(lastRunCpu(history, grid)).toEqual([cpu(1_000)])
    expect(lastRunCpu(join(dir, 'none.json'), grid)).toEqual([cpu(2_000)])
    expect(lastRunCpu(write('bad.json', 'not json{'), join(dir, 'none.json'))).toBeUndefined()
  })
})
