import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestError,
} from '@playwright/test/reporter'
import { dirname, resolve } from 'node:path'
import type { CellStatus } from '../report/grid.ts'
import { historyLength, type RunHistory } from '../report/history.ts'
import { readHistory, writeHistory } from '../report/history-file.ts'
import { writeWhole } from '../write-whole.ts'
import { finalStatus, flakyAndQuarantinedLines, type CheckOutcome } from './flaky-lines.ts'
import {
  quarantineOf,
  readQuarantine,
  type QuarantineEntry,
  type Suite as CheckSuite,
} from './quarantine-list.ts'

export interface ChecksReporterOptions {
  /** The suite's name in the quarantine list and the summary (`e2e`, `e2e:dev`, `e2e:proxy`). */
  suite: CheckSuite
  /** Where checks.json and history.json go, relative to the config's folder. */
  folder: string
  /** Another quarantine list than the committed one (a test's). */
  quarantineFile?: string
}

/** One test of an e2e suite as it ended: its result after any retry, and how many retries it took. */
export interface CheckRecord extends CheckOutcome {
  retries: number
  durationMs: number
}

const outcomeStatus: Record<ReturnType<TestCase['outcome']>, CellStatus> = {
  expected: 'passed',
  unexpected: 'failed',
  flaky: 'flaky',
  skipped: 'skipped',
}

/** A test's name in the quarantine list and the history: its file and titles, `auth.spec.ts › login › logs in`. */
export const checkId = (test: TestCase) => test.titlePath().slice(2).join(' › ')

/**
 * The history with one run of checks appended, the oldest dropped beyond the history's length:
 * the same history.json a scenario run keeps, so that a flake rate reads the same in both.
 *
 * @example appendChecks(emptyHistory(), { startedAt, durationMs, checks }).runs.length // 1
 */
export function appendChecks(
  history: RunHistory,
  run: { startedAt: string; durationMs: number; checks: readonly CheckRecord[] },
): RunHistory {
  const cells = Object.fromEntries(
    run.checks.map((check) => [
      check.id,
      { status: check.status, ms: Math.round(check.durationMs) },
    ]),
  )
  const runs = [...history.runs, { startedAt: run.startedAt, durationMs: run.durationMs, cells }]
  return { version: 1, runs: runs.slice(-historyLength) }
}

/**
 * Records each test of an e2e suite with its retries (checks.json), keeps the last runs
 * (history.json), names the flaky and quarantined tests at the end, and lets a run whose only
 * failures are quarantined pass (scripts/scenarios/quarantine.json).
 */
export default class ChecksReporter implements Reporter {
  private readonly quarantine: QuarantineEntry[]
  private readonly startedAt = new Date()
  private suite: Suite | undefined
  private folder = ''
  private errorsOutsideTests = 0

  private readonly options: ChecksReporterOptions

  constructor(options: ChecksReporterOptions) {
    this.options = options
    this.quarantine = readQuarantine(options.quarantineFile)
  }

  printsToStdio(): boolean {
    return false
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.suite = suite
    this.folder = resolve(dirname(config.configFile ?? config.rootDir), this.options.folder)
  }

  onError(_error: TestError): void {
    this.errorsOutsideTests += 1
  }

  // Async, as Playwright's type has it: its status is what the run exits with.
  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const checks: CheckRecord[] = (this.suite?.allTests() ?? []).map((test) => {
      const id = checkId(test)
      const quarantine = quarantineOf(this.quarantine, this.options.suite, id)
      const last = test.results.at(-1)
      const error = last?.errors.map((e) => e.message ?? e.value ?? '').join('\n')
      return {
        id,
        status: last ? outcomeStatus[test.outcome()] : 'not run',
        retries: Math.max(0, test.results.length - 1),
        durationMs: test.results.reduce((sum, r) => sum + r.duration, 0),
        ...(error ? { error } : {}),
        ...(quarantine ? { quarantine } : {}),
      }
    })
    const history = appendChecks(readHistory(this.folder), {
      startedAt: this.startedAt.toISOString(),
      durationMs: result.duration,
      checks,
    })
    writeWhole(
      resolve(this.folder, 'checks.json'),
      `${JSON.stringify({ suite: this.options.suite, startedAt: this.startedAt.toISOString(), status: result.status, checks }, null, 2)}\n`,
    )
    writeHistory(this.folder, history)
    const lines = flakyAndQuarantinedLines(checks, history)
    if (lines.length) console.log(`\n${this.options.suite}:\n${lines.join('\n')}`)
    const status = finalStatus(result.status, checks, this.errorsOutsideTests)
    return status === result.status ? undefined : { status }
  }
}
