import { isProvisionalPath, anyApiPaths } from '@playfront/contract/provisional-paths'
import { postCall } from '../http-call.ts'
import { judgeAnswer } from '@playfront/contract/judge-answer'
import { bodiesFor } from '../request-bodies.ts'
import type { Check } from '../result.ts'
import type { SuiteContext } from '../suite-context.ts'
import { mapWithin } from '../within-bound.ts'

// Logout ends the token the other calls use, so the session group calls it last, on its own token.
const calledLater = new Set(['/api/auth/logout'])
// Calls whose success other people would see; on a real backend they are reported, not made.
const publishing = new Set(['/api/content/submit_review'])

/**
 * Every call of the contract with each valid body (examples and generated), every answer
 * judged against the call's response schema. A provisional call is conforming, drifting (the
 * fields named) or not built; a specified call passes or fails. Calls are independent: up to
 * `context.concurrency` are checked at once, each one's bodies in turn. A call that does not
 * answer in time fails (or drifts, if provisional): it is there, but too slow.
 *
 * @example
 * const checks = await callChecks(context)
 */
export async function callChecks(context: SuiteContext): Promise<Check[]> {
  const paths = anyApiPaths.filter((p) => !calledLater.has(p))
  return mapWithin(paths, context.concurrency, (path) => pathCheck(context, path))
}

async function pathCheck(context: SuiteContext, path: string): Promise<Check> {
  const provisional = isProvisionalPath(path)
  if (publishing.has(path) && !context.targetIsMock)
    return {
      group: 'calls',
      call: path,
      title: 'answers valid bodies',
      status: 'skip',
      specified: !provisional,
      details: ['would publish content under the given account; runs against the mock only'],
    }
  const bodies = bodiesFor(path, context.who)
  const problems: string[] = []
  let missing = 0
  let successes = 0
  for (const { name, body } of bodies) {
    const answer = await postCall(context.baseUrl, path, body)
    const verdict = judgeAnswer(path, answer)
    if (verdict.kind === 'missing') {
      // A call that did not answer in time is there but slow: a finding, not a call not built.
      if (!answer.timedOut) missing += 1
      problems.push(`${name}: ${verdict.problem}`)
    } else if (verdict.kind === 'violates')
      problems.push(...verdict.problems.map((p) => `${name}: ${p}`))
    else if ((answer.json as { statusCode?: number }).statusCode === 1) successes += 1
  }
  const title = `answers ${bodies.length} valid ${bodies.length === 1 ? 'body' : 'bodies'} in the contract's shape (${successes} with success)`
  if (bodies.length === 0 && path === '/api/settings/profile_update')
    return {
      group: 'calls',
      call: path,
      title: 'answers valid bodies',
      status: 'skip',
      specified: true,
      details: [
        "login did not answer the player's name and email in a shape the update accepts, so the profile is left alone",
      ],
    }
  if (bodies.length === 0)
    return {
      group: 'calls',
      call: path,
      title: 'answers valid bodies',
      status: 'fail',
      specified: !provisional,
      details: ['no valid body could be built from the contract'],
    }
  if (provisional) {
    const notBuilt = missing === bodies.length
    if (notBuilt) context.notBuilt.add(path)
    return {
      group: 'calls',
      call: path,
      title,
      status: notBuilt ? 'not-built' : problems.length ? 'drift' : 'pass',
      specified: false,
      details: problems,
    }
  }
  return {
    group: 'calls',
    call: path,
    title,
    status: problems.length ? 'fail' : 'pass',
    specified: true,
    details: problems,
  }
}
