import { readdirSync, readFileSync } from 'node:fs'

/*
 * CPU time as Linux counts it, from /proc: a process's own time (all its threads) and that of
 * the children it has waited for, which is where a Chromium renderer's time goes once it exits.
 * Elsewhere there is no /proc, and every reading is undefined.
 */

// Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture it runs on.
export const msPerTick = 10

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** A process's CPU counters in ms, from /proc/<pid>/stat, and when it started (which tells a reused pid). */
interface ProcessStat {
  /** Its own time, all its threads. */
  own: number
  /** The time of the children it has waited for. */
  children: number
  startedAt: string
}

function processStat(pid: number): ProcessStat | undefined {
  const stat = read(`/proc/${pid}/stat`)
  if (!stat) return undefined
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime, stime, cutime, cstime, starttime: fields 14 to 17 and 22 of proc(5), less 3.
  const ticks = (index: number) => Number(fields[index]) * msPerTick
  return { own: ticks(11) + ticks(12), children: ticks(13) + ticks(14), startedAt: fields[19]! }
}

/**
 * A process's CPU time in ms, its own and its waited-for children's; undefined once it is gone.
 *
 * @example processCpuMs(process.pid) // 1830
 */
export function processCpuMs(pid: number): number | undefined {
  const stat = processStat(pid)
  return stat && stat.own + stat.children
}

/** The processes a process has started and not yet lost, from every one of its threads. */
export function childrenOf(pid: number): number[] {
  let threads: string[]
  try {
    threads = readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  return threads.flatMap((tid) =>
    (read(`/proc/${pid}/task/${tid}/children`) ?? '').split(' ').filter(Boolean).map(Number),
  )
}

/** CPU time in ms of a process and of everything below it: `own` its own, `below` the rest. */
export interface TreeCpu {
  own: number
  below: number
}

/**
 * The CPU time so far of a process and of every process below it, alive or waited for. Two
 * readings around some work give what the work cost: a process that ended in between has its
 * time in its parent's by then.
 *
 * @example treeCpuMs(process.pid) // { own: 1830, below: 5120 }
 */
export function treeCpuMs(pid: number): TreeCpu | undefined {
  const own = processCpuMs(pid)
  if (own === undefined) return undefined
  let below = 0
  const pending = childrenOf(pid)
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    below += processCpuMs(next) ?? 0
    pending.push(...childrenOf(next))
  }
  return { own, below }
}

/** The machine's CPU time so far, all cores together, in ticks: `busy` of `total`. */
export interface MachineTicks {
  busy: number
  total: number
  /** Of `busy`, the time the host gave other machines while this one had work (a shared host). */
  steal: number
}

/**
 * How much CPU time the machine's cores have spent, and how much of it working, since boot.
 *
 * @example machineTicks() // { busy: 8_123_456, total: 40_000_000, steal: 12_345 }
 */
export function machineTicks(): MachineTicks | undefined {
  const line = read('/proc/stat')?.split('\n', 1)[0]
  if (!line?.startsWith('cpu ')) return undefined
  // user nice system idle iowait irq softirq steal (guest time is inside user already)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .split(/\s+/)
    .slice(1, 9)
    .map(Number)
  const busy = user! + nice! + system! + irq! + softirq! + steal!
  return { busy, total: busy + idle! + iowait!, steal: steal! }
}

/**
 * The CPU time of a process tree over a while, every process counted by its own time as last
 * seen: also the ones that end unwaited for, as Chromium's zygotes and their renderers do when
 * the browser closes (a parent's count of its waited-for children misses those). Looks every
 * `everyMs`; what a process spends after its last look is missed, so long-lived trees count best.
 *
 * @example const tree = new TreeCpuWatch(process.pid); await work(); tree.stop() // 41_230
 */
export class TreeCpuWatch {
  private readonly seen = new Map<string, number>()
  private readonly baseline = new Map<string, number>()
  private readonly timer: NodeJS.Timeout
  private readonly root: number

  constructor(root: number, everyMs = 500) {
    this.root = root
    this.look(this.baseline)
    this.timer = setInterval(() => this.look(this.seen), everyMs)
    this.timer.unref()
  }

  private look(into: Map<string, number>): void {
    const pending = [this.root]
    for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
      const stat = processStat(pid)
      if (!stat) continue
      into.set(`${pid}@${stat.startedAt}`, stat.own)
      pending.push(...childrenOf(pid))
    }
  }

  /** Stops watching; the tree's CPU time in ms since the watch began. */
  stop(): number {
    clearInterval(this.timer)
    this.look(this.seen)
    let ms = 0
    for (const [key, own] of this.seen) ms += own - (this.baseline.get(key) ?? 0)
    return ms
  }
}
