import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { machineTicks, processCpuMs, TreeCpuWatch, treeCpuMs } from './process-cpu.ts'

// Work measured in CPU time, not wall time: on a busy machine a loop gets only part of a core.
const spinCpu = (ms: number) => {
  const start = process.cpuUsage()
  while (true) {
    const used = process.cpuUsage(start)
    if ((used.user + used.system) / 1000 >= ms) return
  }
}
/** A Node program that works `ms` of CPU time, then waits `thenWaitMs`. */
const spinning = (ms: number, thenWaitMs: number) =>
  `const s = process.cpuUsage(); while (true) { const u = process.cpuUsage(s); if ((u.user + u.system) / 1000 >= ${ms}) break } setTimeout(() => {}, ${thenWaitMs})`
const childSpinning = (ms: number, thenWaitMs: number) =>
  spawn(process.execPath, ['-e', spinning(ms, thenWaitMs)])

const onLinux = process.platform === 'linux'

describe.runIf(onLinux)('CPU time from /proc', () => {
  it("counts this process's own work", () => {
    const before = processCpuMs(process.pid)!
    spinCpu(300)
    // The kernel counts in ticks of 10 ms.
    expect(processCpuMs(process.pid)! - before).toBeGreaterThanOrEqual(280)
  })

  it('counts the work of a child below it, while it runs and once it has ended', async () => {
    // The tree measured is a parent of the test's own: this worker may still have other test
    // files' processes below it (the project shares its workers, decision 066), and one of them
    // ending took its time out of the worker's tree in the middle of the count.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `let child
        process.stdin.on('data', (line) => {
          if (String(line).startsWith('go')) child = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(spinning(300, 60_000))}])
          else { child.on('exit', () => process.stdout.write('ended')); child.kill() }
        })`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    try {
      const before = treeCpuMs(parent.pid!)!
      parent.stdin!.write('go\n')
      // Alive: its time is below the parent's.
      await expect
        .poll(() => treeCpuMs(parent.pid!)!.below - before.below, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(280)
      const ended = new Promise((done) => parent.stdout!.once('data', done))
      parent.stdin!.write('stop\n')
      await ended
      // Node waits for its children: the ended child's time is in the parent's own count now.
      const afterEnd = treeCpuMs(parent.pid!)!
      expect(afterEnd.below).toBe(0)
      expect(afterEnd.own - before.own).toBeGreaterThanOrEqual(280)
    } finally {
      parent.kill()
    }
  })

  it("reads the machine's busy and total time, which only grow", () => {
    const first = machineTicks()!
    spinCpu(100)
    const second = machineTicks()!
    expect(second.total).toBeGreaterThan(first.total)
    expect(second.busy).toBeGreaterThan(first.busy)
    expect(second.busy).toBeLessThanOrEqual(second.total)
  })

  it('says nothing of a process that is gone', () => {
    expect(processCpuMs(2 ** 22 + 1)).toBeUndefined()
    expect(treeCpuMs(2 ** 22 + 1)).toBeUndefined()
  })
})

describe.runIf(onLinux)('watching a process tree', () => {
  it('counts a child that ends while watched, waited for or not', async () => {
    const watch = new TreeCpuWatch(process.pid, 50)
    const child = childSpinning(300, 500)
    await new Promise((done) => child.on('exit', done))
    // Seen while it waited after its work: all of that work is counted.
    expect(watch.stop()).toBeGreaterThanOrEqual(280)
  })
})
