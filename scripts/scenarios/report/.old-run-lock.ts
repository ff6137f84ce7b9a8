import { randomUUID } from 'node:crypto'
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { resolve } from 'node:path'
import { writeWhole } from '../write-whole.ts'

/** Who is writing a report folder: kept in its `.run-lock` while a run, a merge or an approval works there. */
export interface LockHolder {
  pid: number
  host: string
  startedAt: string
  command: string
  /** Processes started for the run (Playwright's runner): a lock is live while any of them is. */
  helpers?: number[]
  /** Tells this holder's lock from a later one of the same process. */
  token: string
}

/**
 * Another run is writing the report folder. Its start empties the folder's shots, traces and
 * visual files and replaces the built site its workers serve, so a second run there would take
 * the first one's evidence and site from under it.
 */
export class ReportFolderBusy extends Error {}

export interface LockOptions {
  /** The command line shown to whoever finds the folder locked. */
  command?: string
  /** The tool's name in the warning on a lock taken over. */
  tool?: string
  /** Whether a process of this machine is still running (a test gives its own). */
  isAlive?: (pid: number) => boolean
  host?: string
  /** Told when a lock left by a run that ended without finishing is taken over. */
  warn?: (message: string) => void
  /** Why a second one must wait, in the message that turns it away (default: a run's). */
  reason?: string
  /** Whether another folder (--out) is a way round: not for a folder only read, such as a shard's. */
  otherFolder?: boolean
  /** Called between judging a lock stale and moving it aside: where another run may act (tests). */
  beforeTakeover?: () => void
}

export const lockFileName = '.run-lock'

/** Signal 0 only asks: a process that exists but belongs to another user answers EPERM. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder
    return Number.isInteger(holder.pid) && typeof holder.token === 'string' ? holder : undefined
  } catch {
    return undefined
  }
}

function describe(holder: LockHolder, host: string): string {
  const where = holder.host === host ? 'on this machine' : `on ${holder.host}`
  return `pid ${holder.pid} ${where}, started ${holder.startedAt}, "${holder.command}"`
}

/** A lock whose run was on this machine and is gone, helpers and all: it was killed or crashed. */
function isStale(holder: LockHolder | undefined, options: Required<LockOptions>): boolean {
  return (
    !!holder &&
    holder.host === options.host &&
    ![holder.pid, ...(holder.helpers ?? [])].some((pid) => options.isAlive(pid))
  )
}

function withDefaults(options: LockOptions): Required<LockOptions> {
  return {
    command: `pnpm scenarios ${process.argv.slice(2).join(' ')}`.trim(),
    tool: 'scenarios',
    isAlive: processAlive,
    host: hostname(),
    warn: (message) => console.warn(message),
    beforeTakeover: () => undefined,
    otherFolder: true,
    reason:
      "A run empties the folder and replaces the site its workers serve as it starts, so a second one there would take the first one's results from under it.",
    ...options,
  }
}

/**
 * Moves a stale lock aside, if it is still the one judged stale: between reading it and moving
 * it, another run may have done the same and put its own lock in its place, which then goes back.
 */
function clearStale(file: string, stale: LockHolder): void {
  const aside = `${file}.${process.pid}.${randomUUID()}`
  try {
    renameSync(file, aside)
  } catch {
    return // another run moved it first
  }
  if (readHolder(aside)?.token !== stale.token) {
    try {
      linkSync(aside, file)
    } catch {
      // a third run took the place meanwhile: it holds the folder
    }
  }
  rmSync(aside, { force: true })
}

/**
 * Takes the report folder for this process, or throws {@link ReportFolderBusy} naming the run
 * that has it. A lock left by a run of this machine that no longer exists is taken over, with a
 * warning. The lock file is written whole before it appears (a link of a finished file), so a
 * run starting at the same moment reads either nothing or all of it.
 *
 * @example const lock = lockReportFolder('reports/scenarios'); try { … } finally { lock.release() }
 */
export function lockReportFolder(
  outDir: string,
  asked: LockOptions = {},
): { release(): void; addHelper(pid: number): void } {
  const options = withDefaults(asked)
  const file = resolve(outDir, lockFileName)
  const holder: LockHolder = {
    pid: process.pid,
    host: options.host,
    startedAt: new Date().toISOString(),
    command: options.command,
    token: randomUUID(),
  }
  mkdirSync(outDir, { recursive: true })
  const draft = `${file}.${holder.token}`
  writeFileSync(draft, `${JSON.stringify(holder)}\n`)
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const other = readHolder(file)
      // Released between the link and the read: try again.
      if (attempt < 3 && !other && !existsSync(file)) continue
      if (attempt < 3 && isStale(other, options)) {
        options.warn(
          `${options.tool}: a run that ended without finishing (${describe(other!, options.host)}) left ${outDir} locked; taking it over`,
        )
        options.beforeTakeover()
        clearStale(file, other!)
        continue
      }
      throw new ReportFolderBusy(busyMessage(outDir, file, other, options))
    }
  } finally {
    rmSync(draft, { force: true })
  }
  return {
    release() {
      if (readHolder(file)?.token === holder.token) rmSync(file, { force: true })
    },
    /** A process that writes for the run: if this one is killed, the folder stays locked while it lives. */
    addHelper(pid) {
      if (readHolder(file)?.token !== holder.token) return
      holder.helpers = [...(holder.helpers ?? []), pid]
      writeWhole(file, `${JSON.stringify(holder)}\n`)
    },
  }
}

/**
 * For a tool whose only way round a held folder is to wait (a benchmark, the gallery): the lock,
 * or, when another run holds the folder, the reason on stderr and exit code 3, as `pnpm scenarios`
 * gives.
 *
 * @example const lock = lockReportFolderOrExit('reports/gallery/', { tool: 'gallery', … })
 */
export function lockReportFolderOrExit(
  outDir: string,
  asked: LockOptions & { tool: string },
): { release(): void; addHelper(pid: number): void } {
  try {
    return lockReportFolder(outDir, asked)
  } catch (error) {
    if (!(error instanceof ReportFolderBusy)) throw error
    console.error(`pnpm ${asked.tool}: ${error.message}`)
    process.exit(3)
  }
}

/**
 * Throws {@link ReportFolderBusy} when a run still holds `dir`, a folder only read (a shard's
 * report before a merge); the lock of a run of this machine that is gone is no obstacle.
 */
export function assertNotBeingWritten(dir: string, asked: LockOptions = {}): void {
  const options = withDefaults(asked)
  const file = resolve(dir, lockFileName)
  const holder = readHolder(file)
  if (existsSync(file) && !isStale(holder, options))
    throw new ReportFolderBusy(busyMessage(dir, file, holder, options))
}

function busyMessage(
  dir: string,
  file: string,
  holder: LockHolder | undefined,
  options: Required<LockOptions>,
): string {
  const who = holder ? ` (${describe(holder, options.host)})` : ''
  return [
    `another run is writing ${dir}${who}.`,
    options.reason,
    `Wait for it to finish${options.otherFolder ? ', or give this one a folder of its own with --out DIR' : ''}. If no run is going, delete ${file}.`,
  ].join('\n')
}
