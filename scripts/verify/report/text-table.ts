import type { Check, VerifyResult } from '../result.ts'
import { formatSeconds } from '../http-call.ts'

const label: Record<Check['status'], string> = {
  pass: 'ok',
  fail: 'FAIL',
  skip: 'skipped',
  drift: 'DRIFT',
  'not-built': 'not built',
  finding: 'FINDING',
}

/**
 * The printed table: one line per check that did not pass (every failure, drift, skip and call
 * not built, with its first detail), a line per group for the checks that passed, and the verdict.
 *
 * @example
 * console.log(textTable(result))
 */
export function textTable(result: VerifyResult): string {
  const lines: string[] = []
  const groups = [...new Set(result.checks.map((c) => c.group))]
  for (const group of groups) {
    const inGroup = result.checks.filter((c) => c.group === group)
    const passed = inGroup.filter((c) => c.status === 'pass').length
    lines.push(`${group.padEnd(9)} ${String(passed).padStart(3)}/${inGroup.length} passed`)
    for (const c of inGroup.filter((c) => c.status !== 'pass')) {
      const more = c.details.length > 1 ? ` (+${c.details.length - 1} more)` : ''
      lines.push(`  ${label[c.status].padEnd(9)} ${(c.call ?? '').padEnd(34)} ${c.title}`)
      if (c.details[0]) lines.push(`  ${''.padEnd(9)} ${''.padEnd(34)} ↳ ${c.details[0]}${more}`)
    }
  }
  lines.push(...unansweredLines(result))
  const s = result.summary
  lines.push(
    `verify: ${result.checks.length} checks, ${s.pass} passed, ${s.fail} failed, ${s.drift} drifting, ${s['not-built']} not built, ${s.skip} skipped, ${s.finding} security findings — ${result.ok ? 'the backend follows the contract' : 'FAILED'}`,
  )
  return lines.join('\n')
}

/**
 * The backend's calls that got no answer within the time limit, one line each: what a slow or
 * hanging backend is told first.
 *
 * @example
 * unansweredLines(result) // ['no answer within 5 s (--timeout) from 2 calls:', '  /api/startup  1 of 8 requests (a body that is not JSON)', …]
 */
export function unansweredLines(result: VerifyResult): string[] {
  if (!result.unanswered.length) return []
  const width = Math.max(...result.unanswered.map((u) => u.call.length))
  return [
    `no answer within ${formatSeconds(result.timeoutMs)} (--timeout) from ${result.unanswered.length} call${result.unanswered.length === 1 ? '' : 's'}:`,
    ...result.unanswered.map(
      (u) =>
        `  ${u.call.padEnd(width)}  ${u.unanswered} of ${u.sent} request${u.sent === 1 ? '' : 's'} (${u.bodies.join(', ')})`,
    ),
  ]
}
