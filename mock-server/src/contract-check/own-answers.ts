import { validateResponse } from '@playfront/contract/validators'
import type { MockBackend } from '../backend.ts'
import { describeProblems, violationsOf, type Violation } from './violations.ts'

// Under Vitest (and with MOCK_SELF_CHECK=1, as the e2e server runs) every answer the mock
// builds is checked against the contract before any drift scenario bends it. The browser has no
// `process`, so the worker of `pnpm dev` skips the check.
const env = typeof process === 'undefined' ? {} : process.env
let enabled = env.VITEST !== undefined || env.MOCK_SELF_CHECK === '1'
const unclaimed: Violation[] = []
// Outside Vitest nobody takes them; keep the list short.
const keptUnclaimed = 100

/**
 * Turns the self-check on or off (tests of the check itself; servers started with an option).
 *
 * @example
 * setSelfCheck(true)
 */
export function setSelfCheck(on: boolean): void {
  enabled = on
}

/**
 * Checks an answer the mock built against the contract; a violation goes to the backend's
 * violation log (source `mock-answer`) and to the list `takeOwnViolations` hands to the test
 * that caused it.
 *
 * @example
 * checkOwnAnswer(backend, '/api/auth/get_balance', { statusCode: 1, game_balance: '10' })
 */
export function checkOwnAnswer(backend: MockBackend, path: string, body: object): void {
  if (!enabled) return
  const verdict = validateResponse(path, body)
  if (verdict.ok) return
  const violation = violationsOf(backend).add({
    source: 'mock-answer',
    path,
    problems: describeProblems(verdict.errors),
  })
  if (env.VITEST === undefined)
    console.warn(`mock answered outside the contract: ${path}: ${violation.problems.join('; ')}`)
  unclaimed.push(violation)
  if (unclaimed.length > keptUnclaimed) unclaimed.shift()
}

/**
 * The mock's own violations since the last call, and forgets them: the Vitest setup file
 * fails the test that caused any.
 *
 * @example
 * afterEach(() => expect(takeOwnViolations()).toEqual([]))
 */
export function takeOwnViolations(): Violation[] {
  return unclaimed.splice(0)
}
