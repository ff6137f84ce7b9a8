import { randomUUID } from 'node:crypto'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

/** Who is writing a report folder: kept in its `.run-lock` while a run, a merge or an approval works there. */
export interface LockHolder {
  pid: number
  host: string
  startedAt: string
  command: string
  /** Processes started for the run (Playwright's runner): a lock is live while any of them is. */
  helpers?: number[]
  /** Names this holder's lock, and no other, ever: its file is `.run-lock/holder-<token>.json`. */
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
  /** Called between judging a lock stale and taking it over: where another run may act (tests). */
  beforeTakeover?: () => void
}

/**
 * The lock: a folder that holds one file, `holder-<token>.json`. Why a folder, and why this is
 * safe with any number of runs starting at once (docs/decisions/047-a-report-folder-lock-that-holds.md):
 *
 * 1. It appears whole: a run writes its holder file in a folder of its own beside it and renames
 *    that folder to `.run-lock`. rename(2) onto a folder that has a file in it fails, so a held
 *    lock is never replaced, and a run holds the folder exactly while its file is in `.run-lock`.
 * 2. A holder's file leaves only by a rename of its own path, `.run-lock/holder-<token>.json`,
 *    by its run (release) or by a run that found that run gone (takeover). One path is renamed
 *    once: of all who try, one succeeds and the others find nothing. Tokens are never reused, so
 *    a run that judged yesterday's lock stale cannot move today's: it names a file that is gone.
 * 3. An emptied `.run-lock` holds nobody: the next rename replaces it, and whoever empties it
 *    removes it with rmdir(2), which leaves a folder that has a file in it alone.
 */
export const lockFileName = '.run-lock'

const holderFile = (token: string) => `holder-${token}.json`
const holderPattern = /^holder-(.+)\.json$/

/** Signal 0 only asks: a process that exists but belongs to another user answers EPERM. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** What is at `.run-lock`: nothing, an emptied lock, or a held one (whose holder may be unreadable). */
type LockState =
  | { kind: 'free' }
  | { kind: 'held'; holder?: LockHolder; file?: string }
  /** A lock file of the runner before this one (a plain file, not a folder). */
  | { kind: 'held-file'; holder?: LockHolder }

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code

function parseHolder(text: string, token?: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as LockHolder
    const valid = Number.isInteger(holder.pid) && typeof holder.token === 'string'
    return valid && (token === undefined || holder.token === token) ? holder : undefined
  } catch {
    return undefined
  }
}

/** The lock changed from a file to a folder or back while it was read: read it again. */
class LockChanged extends Error {}

/** Reads a file that may go at any moment: undefined when it has. */
function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined
    if (codeOf(error) === 'EISDIR') throw new LockChanged()
    throw error
  }
}

function readLock(lock: string): LockState {
  for (;;) {
    try {
      return readLockOnce(lock)
    } catch (error) {
      if (!(error instanceof LockChanged)) throw error
    }
  }
}

function readLockOnce(lock: string): LockState {
  let entries: string[]
  try {
    if (lstatSync(lock).isFile()) {
      const text = readIfThere(lock)
      return text === undefined
        ? { kind: 'free' }
        : { kind: 'held-file', holder: parseHolder(text) }
    }
    entries = readdirSync(lock)
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return { kind: 'free' }
    if (codeOf(error) === 'ENOTDIR') throw new LockChanged()
    throw error
  }
  if (!entries.length) return { kind: 'free' }
  const [file, ...more] = entries
  const token = holderPattern.exec(file!)?.[1]
  // Anything else in the folder was put there by hand: held, by nobody this runner can name.
  if (more.length || !token) return { kind: 'held' }
  const text = readIfThere(join(lock, file!))
  if (text === undefined) return { kind: 'free' }
  return { kind: 'held', holder: parseHolder(text, token), file: join(lock, file!) }
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
 * Ends the lock whose holder file is `file`, if it is still there: moves that exact path aside
 * (one rename of it succeeds, ever), then removes the emptied folder unless another run has
 * already put its own in its place. Whether this call ended it.
 */
function endLock(lock: string, file: string): boolean {
  const aside = `${lock}.gone-${randomUUID()}`
  try {
    renameSync(file, aside)
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false
    throw error
  }
  try {
    rmdirSync(lock)
  } catch (error) {
    if (!['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(codeOf(error)!)) throw error
  }
  rmSync(aside, { force: true })
  return true
}

/**
 * A lock file of the runner before this one, found stale: unlink(2) removes a file only, so
 * when another run has meanwhile put its lock folder there, that stays.
 */
function endLockFile(lock: string): void {
  try {
    unlinkSync(lock)
  } catch (error) {
    if (!['ENOENT', 'EISDIR', 'EPERM'].includes(codeOf(error)!)) throw error
  }
}

/** How often a run looks again when the lock was emptied or taken over under it. */
const attempts = 5

/**
 * Takes the report folder for this process, or throws {@link ReportFolderBusy} naming the run
 * that has it. A lock left by a run of this machine that no longer exists is taken over, with a
 * warning. However many runs start at once, exactly one gets the folder (see {@link lockFileName}).
 *
 * @example const lock = lockReportFolder('reports/scenarios'); try { … } finally { lock.release() }
 */
export function lockReportFolder(
  outDir: string,
  asked: LockOptions = {},
): { release(): void; addHelper(pid: number): void } {
  const options = withDefaults(asked)
  const lock = resolve(outDir, lockFileName)
  const holder: LockHolder = {
    pid: process.pid,
    host: options.host,
    startedAt: new Date().toISOString(),
    command: options.command,
    token: randomUUID(),
  }
  const mine = join(lock, holderFile(holder.token))
  const draft = `${lock}.new-${holder.token}`
  mkdirSync(draft, { recursive: true })
  writeFileSync(join(draft, holderFile(holder.token)), `${JSON.stringify(holder)}\n`)
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        renameSync(draft, lock)
        break
      } catch (error) {
        if (!['ENOTEMPTY', 'EEXIST', 'ENOTDIR'].includes(codeOf(error)!)) throw error
      }
      const state = readLock(lock)
      if (attempt === attempts)
        throw new ReportFolderBusy(busyMessage(outDir, lock, state, options))
      if (state.kind === 'free') continue
      if (!isStale(state.holder, options))
        throw new ReportFolderBusy(busyMessage(outDir, lock, state, options))
      options.warn(
        `${options.tool}: a run that ended without finishing (${describe(state.holder!, options.host)}) left ${outDir} locked; taking it over`,
      )
      options.beforeTakeover()
      if (state.kind === 'held-file') endLockFile(lock)
      else endLock(lock, state.file!)
    }
  } finally {
    rmSync(draft, { recursive: true, force: true })
  }
  return {
    release() {
      endLock(lock, mine)
    },
    /**
     * A process that writes for the run: if this one is killed, the folder stays locked while it
     * lives. The holder file is rewritten whole, and only while it is still this run's.
     */
    addHelper(pid) {
      if (!existsSync(mine)) return
      holder.helpers = [...(holder.helpers ?? []), pid]
      const next = `${lock}.helper-${holder.token}`
      writeFileSync(next, `${JSON.stringify(holder)}\n`)
      renameSync(next, mine)
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
  const lock = resolve(dir, lockFileName)
  const state = readLock(lock)
  if (state.kind !== 'free' && !isStale(state.holder, options))
    throw new ReportFolderBusy(busyMessage(dir, lock, state, options))
}

function busyMessage(
  dir: string,
  lock: string,
  state: LockState,
  options: Required<LockOptions>,
): string {
  const holder = state.kind === 'free' ? undefined : state.holder
  const who = holder ? ` (${describe(holder, options.host)})` : ''
  const remove = state.kind === 'held' ? `the folder ${lock} (rm -r)` : lock
  return [
    `another run is writing ${dir}${who}.`,
    options.reason,
    `Wait for it to finish${options.otherFolder ? ', or give this one a folder of its own with --out DIR' : ''}. If no run is going, delete ${remove}.`,
  ].join('\n')
}
