import { describe, expect, it } from 'vitest'
import type { RunCpu } from './run-cpu.ts'
import { chooseWorkers } from './worker-count.ts'

const gb = 1024 ** 3
const run = (runMs: number, wallMs: number, workers: number): RunCpu => ({
  runMs,
  wallMs,
  workers,
  checksMs: runMs,
  checks: 100,
  cores: 2,
  machineBusy: 0.9,
})

describe('how many workers a run gets when --workers does not say', () => {
  const rows: [
    string,
    { given: Parameters<typeof chooseWorkers>[0]; want: { workers: number; reason: RegExp } },
  ][] = [
    [
      'nothing measured yet: one per core, as before',
      {
        given: { cores: 2, busyNow: 0, freeMemory: 8 * gb },
        want: { workers: 2, reason: /^one per core: no run before measured/ },
      },
    ],
    [
      'the checks kept 2 workers waiting (780 CPU-s in 19 min 49 s): as many as fill the free cores',
      {
        given: { cores: 2, busyNow: 0.02, last: [run(780_000, 1_189_000, 2)], freeMemory: 8 * gb },
        want: {
          workers: 6,
          reason: /^a worker kept 0\.33 of a core busy in the last run, 2\.0 of 2 cores are free$/,
        },
      },
    ],
    [
      'the idle reference machine, its cores 77% busy with 2 workers: a third one',
      {
        given: { cores: 2, busyNow: 0, last: [run(902_000, 586_000, 2)], freeMemory: 8 * gb },
        want: { workers: 3, reason: /kept 0\.77 of a core busy/ },
      },
    ],
    [
      'a worker used a whole core: one per core',
      {
        given: { cores: 2, busyNow: 0, last: [run(200_000, 100_000, 2)], freeMemory: 8 * gb },
        want: { workers: 2, reason: /kept 1\.00 of a core/ },
      },
    ],
    [
      'other work holds most of the cores now: fewer',
      {
        given: { cores: 2, busyNow: 0.7, last: [run(200_000, 100_000, 2)], freeMemory: 8 * gb },
        want: { workers: 1, reason: /0\.6 of 2 cores are free/ },
      },
    ],
    [
      'shards of a merged run count together',
      {
        given: {
          cores: 2,
          busyNow: 0,
          last: [run(400_000, 240_000, 2), run(400_000, 240_000, 2)],
          freeMemory: 8 * gb,
        },
        want: { workers: 3, reason: /kept 0\.83 of a core/ },
      },
    ],
    [
      'never more than 3 per core',
      {
        given: { cores: 2, busyNow: 0, last: [run(10_000, 100_000, 2)], freeMemory: 64 * gb },
        want: { workers: 6, reason: /kept 0\.05 of a core/ },
      },
    ],
    [
      'never more than memory holds',
      {
        given: { cores: 2, busyNow: 0, last: [run(10_000, 100_000, 2)], freeMemory: 2 * gb },
        want: { workers: 2, reason: /, as many as memory allows$/ },
      },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => {
    const choice = chooseWorkers(given)
    expect(choice.workers).toBe(want.workers)
    expect(choice.reason).toMatch(want.reason)
  })
})
