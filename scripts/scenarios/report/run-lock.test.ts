import { spawn, spawnSync } from 'node:child_process'
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
import { createInterface } from 'node:readline'
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
const holderIn = (dir: string) => {
  const lock = join(dir, lockFileName)
  const [file] = readdirSync(lock)
  return JSON.parse(readFileSync(join(lock, file!), 'utf8')) as LockHolder
}

const heldBy = (pid: number, host: string, command: string, token: string): LockHolder => ({
  pid,
  host,
  startedAt: '2030-01-01T08:00:00.000Z',
  command,
  token,
})

/** A lock as a run of `host` with `pid` would have left it (in place of any lock there). */
function leaveLock(dir: string, pid: number, host: string, command = 'pnpm scenarios'): void {
  const lock = join(dir, lockFileName)
  rmSync(lock, { recursive: true, force: true })
  mkdirSync(lock, { recursive: true })
  const token = `t-${pid}-${++folders}`
  writeFileSync(
    join(lock, `holder-${token}.json`),
    JSON.stringify(heldBy(pid, host, command, token)),
  )
}

/** The lock file the runner wrote before its lock became a folder, as a killed run left it. */
function leaveOldLockFile(dir: string, pid: number, host: string): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, lockFileName), JSON.stringify(heldBy(pid, host, 'pnpm scenarios', 'old')))
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

  it('turns away a run that judged a lock stale after another had already taken it over', () => {
    const dir = newFolder()
    leaveLock(dir, 424242, host)
    const deadRun = (pid: number) => pid !== 424242
    let taker: { release(): void } | undefined
    // Between this run judging the killed run's lock stale and acting on it, another run does
    // the same and gets the folder: what this run judged stale is gone, and the new lock stays.
    expect(() =>
      lockReportFolder(dir, {
        host,
        isAlive: deadRun,
        warn: () => undefined,
        beforeTakeover: () => {
          taker ??= lockReportFolder(dir, {
            host,
            isAlive: deadRun,
            warn: () => undefined,
            command: 'pnpm scenarios --flow login',
          })
        },
      }),
    ).toThrow(/pid \d+ on this machine.*--flow login/)
    expect(holderIn(dir).command).toBe('pnpm scenarios --flow login')
    taker!.release()
    expect(readdirSync(dir)).toEqual([])
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
    mkdirSync(join(dir, lockFileName), { recursive: true })
    writeFileSync(join(dir, lockFileName, 'holder-t-1.json'), '{"pid": 12')
    expect(() => lockReportFolder(dir, { host, isAlive: gone })).toThrow(
      /another run is writing .*\.\n[\s\S]*delete the folder .*\.run-lock \(rm -r\)/,
    )
    expect(readFileSync(join(dir, lockFileName, 'holder-t-1.json'), 'utf8')).toBe('{"pid": 12')
  })

  it('takes over the lock file of a killed run of the runner before, and respects a live one', () => {
    const dir = newFolder()
    leaveOldLockFile(dir, 424242, host)
    expect(() => lockReportFolder(dir, { host, isAlive: alive })).toThrow(
      /pid 424242 on this machine[\s\S]*delete .*\.run-lock\.$/,
    )
    const lock = lockReportFolder(dir, { host, isAlive: gone, warn: () => undefined })
    expect(holderIn(dir).pid).toBe(process.pid)
    lock.release()
    expect(readdirSync(dir)).toEqual([])
  })

  it('never removes a lock that is no longer its own', () => {
    const dir = newFolder()
    const mine = lockReportFolder(dir, { host })
    // Deleted by hand while this run went on, then taken by another run.
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
 * A process that tries to take a folder each time it reads `try <dir>` (and prints `won` or
 * `busy`), and lets go of what it won on `release`: one process for many rounds, so that the
 * rounds race each other rather than Node's start.
 */
function contender() {
  const script = `
    import { createInterface } from 'node:readline'
    import { lockReportFolder } from ${JSON.stringify(lockModule)}
    let held
    for await (const line of createInterface({ input: process.stdin })) {
      const [command, dir] = line.split('\\t')
      if (command === 'release') {
        held?.release()
        held = undefined
        process.stdout.write('released\\n')
        continue
      }
      try {
        held = lockReportFolder(dir, { warn: () => {} })
        process.stdout.write('won\\n')
      } catch (error) {
        process.stdout.write(error.constructor.name === 'ReportFolderBusy' ? 'busy\\n' : \`\${error}\`.split('\\n')[0] + '\\n')
      }
    }
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const ask = async (line: string) => {
    child.stdin.write(`${line}\n`)
    return String((await lines.next()).value)
  }
  return { child, ask }
}

describe('runs starting at the same moment', () => {
  it('let exactly one of them in, even over a lock left by a run that was killed', async () => {
    const runs = Array.from({ length: 6 }, contender)
    try {
      // Each round: no lock, a killed run's lock, or a killed run's lock file of the runner before.
      for (let round = 0; round < 60; round++) {
        const dir = newFolder()
        mkdirSync(dir, { recursive: true })
        const killed = 2 ** 22 + 1
        if (round % 3 === 1) leaveLock(dir, killed, hostname())
        if (round % 3 === 2) leaveOldLockFile(dir, killed, hostname())
        const results = await Promise.all(runs.map((run) => run.ask(`try\t${dir}`)))
        expect(
          results.filter((r) => r === 'won'),
          `round ${round}: ${results.join(', ')}`,
        ).toHaveLength(1)
        expect(
          results.filter((r) => r === 'busy'),
          results.join(', '),
        ).toHaveLength(runs.length - 1)
        await runs[results.indexOf('won')]!.ask('release')
        expect(readdirSync(dir)).toEqual([])
      }
    } finally {
      for (const run of runs) run.child.stdin.end()
    }
    // 60 rounds of 6 processes: a few seconds idle, half a minute on a machine busy twice over.
  }, 120_000)
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

describe('a tool that can only wait (the gallery, Lighthouse)', () => {
  it('stops with exit code 3 and the holder while another one holds its folder', () => {
    const dir = newFolder()
    const first = lockReportFolder(dir, { host: hostname(), command: 'pnpm gallery' })
    const second = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { lockReportFolderOrExit } from ${JSON.stringify(lockModule)}
         lockReportFolderOrExit(${JSON.stringify(dir)}, { tool: 'gallery', otherFolder: false })
         console.log('got in')`,
      ],
      { encoding: 'utf8' },
    )
    expect(second.status, second.stderr).toBe(3)
    expect(second.stderr).toMatch(/^pnpm gallery: another run is writing .*"pnpm gallery"/)
    expect(second.stdout).toBe('')
    first.release()
  })
})
