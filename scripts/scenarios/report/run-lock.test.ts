import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { runScenariosCli } from '../cli-run.ts'
import {
  assertNotBeingWritten,
  lockFileName,
  lockReportFolder,
  ReportFolderBusy,
  type LockHolder,
} from './run-lock.ts'

const work = mkdtempSync(join(tmpdir(), 'run-lock-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let folders = 0
const newFolder = () => join(work, `report-${++folders}`)
const holderIn = (dir: string) =>
  JSON.parse(readFileSync(join(dir, lockFileName), 'utf8')) as LockHolder

/** A lock as a run of `host` with `pid` would have left it. */
function leaveLock(dir: string, pid: number, host: string, command = 'pnpm scenarios'): void {
  mkdirSync(dir, { recursive: true })
  const holder: LockHolder = {
    pid,
    host,
    startedAt: '2030-01-01T08:00:00.000Z',
    command,
    token: `t-${pid}`,
  }
  writeFileSync(join(dir, lockFileName), JSON.stringify(holder))
}

const alive = () => true
const gone = () => false
const host = 'qa-box'

describe('lockReportFolder', () => {
  it('turns a second run away while the first holds the folder, and lets the next one in after', () => {
    const dir = newFolder()
    const first = lockReportFolder(dir, { host, command: 'pnpm scenarios --visual' })
    expect(() => lockReportFolder(dir, { host, isAlive: alive })).toThrow(ReportFolderBusy)
    expect(() => lockReportFolder(dir, { host, isAlive: alive })).toThrow(
      new RegExp(
        `another run is writing .*report-\\d+ \\(pid ${process.pid} on this machine, started .*, "pnpm scenarios --visual"\\)[\\s\\S]*--out DIR`,
      ),
    )
    first.release()
    expect(existsSync(join(dir, lockFileName))).toBe(false)
    const next = lockReportFolder(dir, { host })
    expect(holderIn(dir).pid).toBe(process.pid)
    next.release()
    // Nothing but the report's own files is left behind.
    expect(readdirSync(dir)).toEqual([])
  })

  it('takes over the lock of a run of this machine that ended without finishing, and says so', () => {
    const dir = newFolder()
    leaveLock(dir, 424242, host)
    const warnings: string[] = []
    const lock = lockReportFolder(dir, {
      host,
      isAlive: gone,
      warn: (m) => warnings.push(m),
    })
    expect(holderIn(dir).pid).toBe(process.pid)
    expect(warnings).toEqual([
      expect.stringMatching(
        /a run that ended without finishing \(pid 424242 .*\) left .* taking it over/,
      ),
    ])
    lock.release()
  })

  it("stays locked while the run's Playwright runner lives on after the run's own process was killed", () => {
    const dir = newFolder()
    lockReportFolder(dir, { host }).addHelper(777)
    expect(holderIn(dir).helpers).toEqual([777])
    const onlyTheRunner = (pid: number) => pid === 777
    expect(() => lockReportFolder(dir, { host, isAlive: onlyTheRunner })).toThrow(ReportFolderBusy)
    lockReportFolder(dir, { host, isAlive: gone, warn: () => undefined }).release()
    expect(readdirSync(dir)).toEqual([])
  })

  it('leaves alone a lock another run put in place of the stale one meanwhile', () => {
    const dir = newFolder()
    leaveLock(dir, 424242, host)
    // Another run took the stale lock over between this one reading it and moving it aside.
    const other = () => leaveLock(dir, 515151, host, 'pnpm scenarios --flow login')
    expect(() =>
      lockReportFolder(dir, {
        host,
        isAlive: (pid) => pid !== 424242,
        warn: () => undefined,
        beforeTakeover: other,
      }),
    ).toThrow(/pid 515151 on this machine.*--flow login/)
    expect(holderIn(dir).pid).toBe(515151)
    expect(readdirSync(dir)).toEqual([lockFileName])
  })

  it("respects another machine's lock, whose process it cannot ask after", () => {
    const dir = newFolder()
    leaveLock(dir, 424242, 'other-box', 'pnpm scenarios --shard 1/2')
    expect(() => lockReportFolder(dir, { host, isAlive: gone })).toThrow(
      /pid 424242 on other-box.*--shard 1\/2[\s\S]*If no run is going, delete .*\.run-lock/,
    )
  })

  it('treats a lock it cannot read as held, and says how to clear it', () => {
    const dir = newFolder()
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, lockFileName), '{"pid": 12')
    expect(() => lockReportFolder(dir, { host, isAlive: gone })).toThrow(
      /another run is writing .*\.\n[\s\S]*delete .*\.run-lock/,
    )
    expect(readFileSync(join(dir, lockFileName), 'utf8')).toBe('{"pid": 12')
  })

  it('never removes a lock that is no longer its own', () => {
    const dir = newFolder()
    const mine = lockReportFolder(dir, { host })
    // Deleted by hand while this run went on, then taken by another run.
    rmSync(join(dir, lockFileName))
    leaveLock(dir, 424242, host)
    mine.release()
    expect(holderIn(dir).pid).toBe(424242)
  })
})

describe('assertNotBeingWritten', () => {
  it('lets a folder be read unless a live run holds it', () => {
    const dir = newFolder()
    mkdirSync(dir, { recursive: true })
    expect(() => assertNotBeingWritten(dir, { host })).not.toThrow()
    leaveLock(dir, 424242, host)
    expect(() => assertNotBeingWritten(dir, { host, isAlive: gone })).not.toThrow()
    expect(() => assertNotBeingWritten(dir, { host, isAlive: alive, otherFolder: false })).toThrow(
      /pid 424242 on this machine[\s\S]*Wait for it to finish\. If no run is going/,
    )
  })
})

const lockModule = fileURLToPath(new URL('./run-lock.ts', import.meta.url))

/**
 * A process that waits for `go`, then tries to take `dir` once: prints `won` (and holds the
 * folder until its input closes) or `busy`.
 */
function contender(dir: string, go: string) {
  const script = `
    import { existsSync } from 'node:fs'
    import { lockReportFolder } from ${JSON.stringify(lockModule)}
    process.stdout.write('ready\\n')
    while (!existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 2))
    try {
      lockReportFolder(${JSON.stringify(dir)}, { warn: () => {} })
      process.stdout.write('won\\n')
      process.stdin.resume()
    } catch (error) {
      process.stdout.write(error.constructor.name === 'ReportFolderBusy' ? 'busy\\n' : String(error))
    }
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let out = ''
  const waiting = new Set<() => void>()
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk
    for (const check of waiting) check()
  })
  const said = (word: string) =>
    new Promise<void>((done) => {
      const check = () => out.includes(word) && done()
      waiting.add(check)
      check()
    })
  return { child, said, result: () => out.replace('ready\n', '').trim() }
}

describe('runs starting at the same moment', () => {
  it('let exactly one of them in, even over a lock left by a run that was killed', async () => {
    for (const stale of [false, true]) {
      const dir = newFolder()
      if (stale) leaveLock(dir, 2 ** 22 + 1, hostname())
      const go = join(dir, '..', `go-${folders}`)
      const runs = Array.from({ length: 5 }, () => contender(dir, go))
      await Promise.all(runs.map((run) => run.said('ready')))
      writeFileSync(go, '')
      await Promise.all(
        runs.map((run) => Promise.race([run.said('won'), run.said('busy'), run.said('Error')])),
      )
      const results = runs.map((run) => run.result())
      for (const run of runs) run.child.stdin.end()
      expect(
        results.filter((r) => r === 'won'),
        results.join(', '),
      ).toHaveLength(1)
      expect(results.filter((r) => r === 'busy')).toHaveLength(4)
    }
  })
})

describe('pnpm scenarios in a folder another run is writing', () => {
  it('stops with exit code 3 and the holder, and touches nothing there', () => {
    const dir = newFolder()
    // This test's own process stands for the run that holds the folder.
    leaveLock(dir, process.pid, hostname())
    mkdirSync(join(dir, 'shots'), { recursive: true })
    writeFileSync(join(dir, 'shots', 'casino1.en.startup.jpg'), 'evidence')
    const run = runScenariosCli(['--template', 'casino1', '--locale', 'en', '--out', dir])
    expect(run.code, run.output).toBe(3)
    expect(run.output).toMatch(/pnpm scenarios: another run is writing .*--out DIR/s)
    const approve = runScenariosCli(['approve', 'casino1.en.visual-home', '--out', dir])
    expect(approve.code, approve.output).toBe(3)
    expect(readFileSync(join(dir, 'shots', 'casino1.en.startup.jpg'), 'utf8')).toBe('evidence')
    expect(readdirSync(dir).sort()).toEqual([lockFileName, 'shots'])
  })
})
