import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureHeadlessShell } from '../browser/chromium.ts'
import { fetchSiteBuild, readSiteBuild, snapshotBuiltSite } from './built-site.ts'
import { buildMatrix, chosenCells, matchesGrep } from './matrix.ts'
import type { RunOptions } from './options.ts'
import { optionsEnv } from './run-options.ts'
import { lastFailed } from './last-failed.ts'
import { changedPaths } from './changed/changed-paths.ts'
import { onlyChanged } from './changed/only-changed.ts'
import { planShard, readDurations } from './balanced-shards.ts'
import { readHistory } from './report/history-file.ts'
import { lockReportFolder } from './report/run-lock.ts'
import { keepPreviousReport } from './report/previous-report.ts'
import { busyLoopMs } from '../bench/machine-speed.ts'
import { availableParallelism } from 'node:os'
import { busyNow, chooseWorkers } from './cpu/worker-count.ts'
import { lastRunCpu } from './cpu/last-run-cpu.ts'
import { checks } from './plain-text.ts'

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli')
const config = fileURLToPath(new URL('./playwright.config.ts', import.meta.url))
const repo = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The checks to run: the selection as asked, the last run's failures (`--last-failed`) or what
 * a change can affect (`--only-changed`), with the lines that say why; none when there is
 * nothing to run.
 */
function chooseChecks(asked: RunOptions): {
  options: RunOptions | undefined
  lines: string[]
} {
  const chosen = checksChosen(asked)
  if (!chosen.options || (asked.grep === undefined && asked.grepInvert === undefined)) return chosen
  // `--grep` and `--grep-invert` narrow whatever was chosen, as Playwright's flags do its tests.
  const kept = chosenCells(chosen.options)
    .map((cell) => cell.id)
    .filter((id) => matchesGrep(id, asked))
  if (!kept.length)
    return {
      options: undefined,
      lines: [
        ...chosen.lines,
        'scenarios: --grep and --grep-invert leave none of these checks; nothing to run',
      ],
    }
  return { options: { ...chosen.options, only: kept }, lines: chosen.lines }
}

function checksChosen(asked: RunOptions): {
  options: RunOptions | undefined
  lines: string[]
} {
  if (asked.lastFailed) {
    const options = lastFailed(asked, readHistory(asked.outDir))
    return {
      options,
      lines: options
        ? []
        : ['scenarios: nothing failed or changed in the last run; nothing to re-run'],
    }
  }
  if (asked.onlyChanged === undefined) return { options: asked, lines: [] }
  const { options, lines } = onlyChanged(asked, changedPaths(asked.onlyChanged, repo))
  return {
    options,
    lines: [
      ...lines,
      ...(options ? [] : ['scenarios: the change reaches no check; nothing to run']),
    ],
  }
}

/** `--list`: every check of the selection, one a line, as Playwright's `--list` prints its tests. */
function listChecks(options: RunOptions): void {
  const ids = chosenCells(options).map((cell) => cell.id)
  for (const id of ids) console.log(`  ${id}`)
  const shard = options.shard ? ', before --shard splits them' : ''
  console.log(`scenarios: ${checks(ids.length)} listed, none run${shard}`)
}

/** Runs the selected cells through Playwright and resolves to its exit code (1 when any cell failed). */
export async function runMatrix(asked: RunOptions): Promise<number> {
  const chosen = chooseChecks(asked)
  for (const line of chosen.lines) console.log(line)
  if (!chosen.options) return 0
  if (asked.list) {
    listChecks(chosen.options)
    return 0
  }
  const options = await withWorkerCount(chosen.options)
  if (!buildMatrix(options).length) throw new Error('the selection has no cells')
  const shardCells = options.shard ? balancedShard(options) : undefined
  // From here on the folder is this run's: another run starting there is turned away.
  const lock = lockReportFolder(options.outDir)
  try {
    // The last run's report stays readable, in previous/, while this one is written.
    keepPreviousReport(options.outDir)
    rmSync(resolve(options.outDir, '.results'), { recursive: true, force: true })
    const siteDir = options.baseUrl
      ? undefined
      : snapshotBuiltSite(options.outDir, options.site && resolve(options.site))
    const args = [playwrightCli, 'test', '--config', config]
    if (options.shard && !shardCells)
      args.push('--shard', `${options.shard.current}/${options.shard.total}`)
    const siteBuild = siteDir ? readSiteBuild(siteDir) : await fetchSiteBuild(options.baseUrl!)
    const env = {
      ...process.env,
      [optionsEnv]: JSON.stringify({
        ...options,
        ...(shardCells ? { only: shardCells } : {}),
        siteDir,
        ...(siteBuild ? { siteBuild } : {}),
        // Timed last, with nothing of the run going yet; the reporter times it again at the end.
        machineBeforeMs: busyLoopMs(),
      }),
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? ensureHeadlessShell(),
    }
    return await runPlaywright(args, env, (pid) => lock.addHelper(pid))
  } finally {
    lock.release()
  }
}

/**
 * Playwright's exit code, once it has written its report. Ctrl-C reaches both processes from the
 * terminal; a SIGINT or SIGTERM sent to this process alone is passed on as the SIGINT Playwright
 * stops on (it takes two within a second as one), so that the lock goes only when the run has.
 */
function runPlaywright(
  args: string[],
  env: NodeJS.ProcessEnv,
  started: (pid: number) => void,
): Promise<number> {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env })
  if (child.pid) started(child.pid)
  const stop = () => child.kill('SIGINT')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return new Promise((done) =>
    child.on('close', (code, signal) => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      done(code ?? (signal === 'SIGINT' ? 130 : 1))
    }),
  )
}

/**
 * The run with as many workers as the machine can take, when `--workers` did not say (see
 * cpu/worker-count.ts), measured from the last run this folder (or `--durations`) keeps.
 */
async function withWorkerCount(options: RunOptions): Promise<RunOptions> {
  if (!options.autoWorkers) return options
  const last = lastRunCpu(
    resolve(options.outDir, 'history.json'),
    ...(options.durations ? [resolve(options.durations)] : []),
  )
  const choice = chooseWorkers({
    cores: availableParallelism(),
    busyNow: await busyNow(),
    ...(last ? { last } : {}),
  })
  console.log(`scenarios: ${choice.workers} worker(s): ${choice.reason}`)
  return { ...options, workers: choice.workers }
}

/**
 * The cells of this machine's shard, balanced by the durations of `--durations`; undefined for
 * Playwright's contiguous split.
 */
function balancedShard(options: RunOptions): string[] | undefined {
  const ids = chosenCells(options).map((cell) => cell.id)
  const file = options.durations
  const plan = planShard(
    ids,
    options.shard!,
    file ? { file, known: readDurations(resolve(file)) } : undefined,
  )
  console.log(plan.line)
  return plan.cells
}
