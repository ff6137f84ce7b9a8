/**
 * How one check of `pnpm verify` ended. `drift` and `not-built` are for provisional calls only;
 * `finding` is a security check that found a protection missing (never a failure of the run).
 */
export type CheckStatus = 'pass' | 'fail' | 'skip' | 'drift' | 'not-built' | 'finding'

/** The groups of the suite, in the order they run. */
export type CheckGroup = 'calls' | 'envelope' | 'session' | 'security'

/** One line of the report. */
export interface Check {
  group: CheckGroup
  /** The API path the check is about, if one. */
  call?: string
  /** What was checked, in a few words. */
  title: string
  status: CheckStatus
  /** True when the check is about one of the 23 specified calls or the catalogue's rules. */
  specified: boolean
  /** What went wrong (each naming the field), or why the check was skipped. */
  details: string[]
}

/** A call path the backend left without an answer in time, and what was sent to it. */
export interface UnansweredCall {
  call: string
  /** Requests to it that got no answer in time. */
  unanswered: number
  /** Requests to it in all. */
  sent: number
  /** What those requests carried, e.g. 'a body that is not JSON'. */
  bodies: string[]
}

/** Everything one run found: the report and verify.json are this. */
export interface VerifyResult {
  baseUrl: string
  domain: string
  account: string
  /** True when the target answered the mock's control API, so control-only steps ran. */
  targetIsMock: boolean
  startedAt: string
  durationMs: number
  /** How long each call could take (`--timeout`). */
  timeoutMs: number
  /** How many independent calls were in flight at once at most (`--concurrency`). */
  concurrency: number
  /** The calls the backend left unanswered within `timeoutMs`, one entry per call path. */
  unanswered: UnansweredCall[]
  checks: Check[]
  summary: Record<CheckStatus, number>
  /** False when any check of a specified call failed: the command exits 1. */
  ok: boolean
}

/**
 * Counts the checks by status and decides the verdict: only a failed specified check fails the
 * run; a provisional call that drifts or is not built is reported, not fatal.
 *
 * @example
 * summarize([{ group: 'calls', title: 'answers', status: 'fail', specified: true, details: [] }]).ok // false
 */
export function summarize(checks: readonly Check[]): {
  summary: Record<CheckStatus, number>
  ok: boolean
} {
  const summary: Record<CheckStatus, number> = {
    pass: 0,
    fail: 0,
    skip: 0,
    drift: 0,
    'not-built': 0,
    finding: 0,
  }
  for (const check of checks) summary[check.status] += 1
  return { summary, ok: !checks.some((c) => c.specified && c.status === 'fail') }
}
