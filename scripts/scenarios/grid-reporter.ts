import type {
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter'
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { cellOf } from './cell-annotation.ts'
import { shownPath } from './shown-path.ts'
import { timeBreakdown, timingAttachment, type PhaseTimes } from './check-timing.ts'
import { ProgressLine } from './progress-line.ts'
import type { CellResult, CellStatus, GridReport } from './report/grid.ts'
import { withMissingCells } from './report/merge-grids.ts'
import { finishReport, writeLivePage } from './report/write-report.ts'
import { liveRefreshSeconds } from './report/html-page.ts'
import { previousRun, type PreviousRun } from './report/previous-report.ts'
import { appendRun, emptyHistory, type RunHistory } from './report/history.ts'
import { readHistory } from './report/history-file.ts'
import { runOptions } from './run-options.ts'
import { busyLoopMs } from '../bench/machine-speed.ts'
import { resultFile } from './visual/baseline-files.ts'
import { needsApproval, type VisualShot } from './visual/shot-result.ts'
import { approveCommand } from './visual/approve-command.ts'
import { checks } from './plain-text.ts'
import { cpuAttachment, type CheckCpu } from './cpu/check-cpu.ts'
import { RunCpuCount } from './cpu/run-cpu.ts'
import { quarantineOf, readQuarantine } from './flaky/quarantine-list.ts'
import { finalStatus } from './flaky/flaky-lines.ts'
import { quarantineOutcomes } from './flaky/grid-outcomes.ts'

const outcomeStatus: Record<ReturnType<TestCase['outcome']>, CellStatus> = {
  expected: 'passed',
  unexpected: 'failed',
  flaky: 'flaky',
  skipped: 'skipped',
}

/** The shots a visual cell left beside the report, if it is one and got that far. */
function visualShots(outDir: string, cellId: string): VisualShot[] | undefined {
  const file = resolve(outDir, resultFile(cellId))
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { shots: VisualShot[] }).shots
    : undefined
}

const errorText = (errors: readonly TestError[]) =>
  errors.map((e) => e.message ?? e.value ?? '').join('\n\n')

/** Turns Playwright's results into QA's grid: a progress line, the summary table, grid.json and index.html. */
export default class GridReporter implements Reporter {
  private readonly options = runOptions()
  private readonly startedAt = new Date()
  private readonly cells = new Map<string, CellResult>()
  private readonly tests: TestCase[] = []
  private readonly firstErrors = new Map<string, string>()
  private progress = new ProgressLine(0)
  private readonly timings: { durationMs: number; phases: PhaseTimes }[] = []
  private previous: PreviousRun | undefined
  /** The folder's history before this run: the live page sets each cell done against it. */
  private history: RunHistory = emptyHistory()
  private liveWrittenAt = 0
  private readonly cpu = new RunCpuCount()
  private liveFailed = false
  private readonly quarantine = readQuarantine()
  /** Errors outside any check (a worker that could not start): the run fails whatever the checks did. */
  private errorsOutsideChecks = 0

  printsToStdio(): boolean {
    return true
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.tests.push(...suite.allTests())
    this.progress = new ProgressLine(this.tests.length)
    const shard = this.options.shard
      ? ` (shard ${this.options.shard.current}/${this.options.shard.total})`
      : ''
    console.log(
      `scenarios: ${checks(this.tests.length)}${shard} on ${this.options.workers} worker(s); as they go: ${shownPath(resolve(this.options.outDir, 'index.html'))}`,
    )
    this.previous = previousRun(this.options.outDir)
    this.history = readHistory(this.options.outDir)
    this.writeLive()
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const cell = cellOf(test.annotations)
    const willRetry =
      result.status !== 'passed' && result.status !== 'skipped' && result.retry < test.retries
    if (willRetry) {
      this.firstErrors.set(cell.id, errorText(result.errors))
      return
    }
    const outDir = this.options.outDir
    const shot = `shots/${cell.id}.jpg`
    const trace = result.attachments.find((a) => a.name === 'trace' && a.path)
    const traceFile = `traces/${cell.id}.zip`
    if (trace?.path && existsSync(trace.path)) {
      mkdirSync(resolve(outDir, 'traces'), { recursive: true })
      copyFileSync(trace.path, resolve(outDir, traceFile))
    }
    const cpuBody = result.attachments.find((a) => a.name === cpuAttachment)?.body
    const cpuMs = cpuBody ? (JSON.parse(cpuBody.toString()) as CheckCpu) : undefined
    const timing = result.attachments.find((a) => a.name === timingAttachment)?.body
    if (timing)
      this.timings.push({
        durationMs: result.duration,
        phases: JSON.parse(timing.toString()) as PhaseTimes,
      })
    const visual = visualShots(outDir, cell.id)
    const outcome = outcomeStatus[test.outcome()]
    const status = outcome !== 'failed' && visual?.some(needsApproval) ? 'changed' : outcome
    const har = `har/${cell.id}.har`
    const skipReason = test.annotations.find((a) => a.type === 'skip')?.description
    const quarantine = quarantineOf(this.quarantine, 'scenarios', cell.id)
    this.cells.set(cell.id, {
      ...cell,
      status,
      ...(quarantine
        ? { quarantined: { reason: quarantine.reason, since: quarantine.since } }
        : {}),
      ...(status === 'skipped' && skipReason ? { skipReason } : {}),
      ...(cpuMs ? { cpuMs } : {}),
      ...(visual ? { visual } : {}),
      durationMs: result.duration,
      ...(existsSync(resolve(outDir, shot)) ? { screenshot: shot } : {}),
      ...(trace?.path ? { trace: traceFile } : {}),
      ...(status !== 'passed' && existsSync(resolve(outDir, har)) ? { har } : {}),
      ...(result.errors.length || this.firstErrors.has(cell.id)
        ? {
            error:
              errorText(result.errors) ||
              `passed on retry; first try: ${this.firstErrors.get(cell.id)}`,
          }
        : {}),
    })
    this.progress.finished(
      cell.id,
      status,
      result.duration,
      result.errors.length ? errorText(result.errors) : undefined,
    )
    if (Date.now() - this.liveWrittenAt >= (liveRefreshSeconds * 1000) / 2) this.writeLive()
  }

  /** The grid of the checks done so far, in the matrix's order. */
  private gridSoFar(durationMs: number): GridReport {
    const { templates, locales, flows, colours, breaks, shard, only } = this.options
    const order = new Map(this.tests.map((t, i) => [t.title, i]))
    return {
      version: 1,
      startedAt: this.startedAt.toISOString(),
      durationMs,
      shards: [shard ? `${shard.current}/${shard.total}` : '1/1'],
      planned: { templates, locales, flows, colours, breaks, ...(only ? { only } : {}) },
      cells: [...this.cells.values()].sort(
        (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
      ),
      ...(this.options.siteBuild ? { site: this.options.siteBuild } : {}),
      ...(this.options.backend
        ? {
            backend: {
              url: this.options.backend.url,
              account: this.options.player.accountId,
              domain: this.options.backend.domain,
            },
          }
        : {}),
    }
  }

  /**
   * The report folder's page while the run goes: the checks done so far, rewritten at most every
   * half of its reload period. A failure to write it only costs the live view, never the run.
   */
  private writeLive(): void {
    this.liveWrittenAt = Date.now()
    try {
      const soFar = this.gridSoFar(Date.now() - this.startedAt.getTime())
      writeLivePage(
        this.options.outDir,
        soFar,
        this.tests.length,
        this.previous,
        appendRun(this.history, soFar),
      )
    } catch (error) {
      if (!this.liveFailed) this.progress.problem(`the live report page: ${String(error)}`)
      this.liveFailed = true
    }
  }

  onError(error: TestError): void {
    this.errorsOutsideChecks += 1
    this.progress.problem(errorText([error]))
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | void> {
    this.progress.close()
    const soFar = this.gridSoFar(result.duration)
    // Read before the busy loop below, which is no part of the run.
    const cpu = this.cpu.end(
      soFar.cells.reduce(
        (sum, c) =>
          c.cpuMs ? { ms: sum.ms + c.cpuMs.node + c.cpuMs.browser, count: sum.count + 1 } : sum,
        { ms: 0, count: 0 },
      ),
      this.options.workers,
    )
    const grid: GridReport = {
      ...soFar,
      ...(cpu ? { cpu: [cpu] } : {}),
      // The workers and their browsers have closed by now: the loop has the machine to itself.
      ...(this.options.machineBeforeMs !== undefined
        ? { machine: [{ beforeMs: this.options.machineBeforeMs, afterMs: busyLoopMs() }] }
        : {}),
    }
    const stopped =
      result.status === 'interrupted'
        ? ({ stopped: 'interrupted' } as const)
        : result.status === 'timedout'
          ? ({ stopped: 'timed out' } as const)
          : {}
    const complete = {
      ...(this.options.shard ? grid : withMissingCells(grid)),
      ...stopped,
      approveCommand: approveCommand(this.options.outDir, this.options.baselinesDir),
    }
    console.log() // after the progress line
    finishReport(
      this.options.outDir,
      complete,
      appendRun(this.history, complete),
      this.previous,
      this.timings.length ? [`time per check: ${timeBreakdown(this.timings)}`] : [],
    )
    // A visual change is no failure of the check, but the run must not pass until it is approved;
    // a quarantined check's failure or change does not fail the run (flaky/flaky-lines.ts).
    const status = finalStatus(
      result.status,
      quarantineOutcomes(complete),
      this.errorsOutsideChecks,
    )
    if (status !== result.status) return { status }
  }
}
