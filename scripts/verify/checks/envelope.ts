import { anyApiPaths, isProvisionalPath } from '@playfront/contract/provisional-paths'
import { postCall } from '../http-call.ts'
import { judgeAnswer } from '@playfront/contract/judge-answer'
import { bodiesFor } from '../request-bodies.ts'
import type { Check } from '../result.ts'
import type { SuiteContext } from '../suite-context.ts'
import { mapWithin } from '../within-bound.ts'

const identityFields = new Set([
  'domain_name',
  'external_id',
  'account_id',
  'auth',
  'password',
  'new_password',
])

interface BadBody {
  what: string
  body: unknown
  /** The field the failure's statusDetail must name. */
  field?: string
}

function badBodies(valid: Record<string, unknown>): BadBody[] {
  const field =
    Object.keys(valid).find((key) => !identityFields.has(key)) ??
    Object.keys(valid)[0] ??
    'account_id'
  return [
    {
      what: 'an unknown field',
      body: { ...valid, unexpected_field: 1 },
      field: 'unexpected_field',
    },
    { what: `"${field}" of the wrong type`, body: { ...valid, [field]: { wrong: 'type' } }, field },
    { what: 'a body that is not JSON', body: '{not json' },
  ]
}

/**
 * The envelope rules of the error catalogue on bad bodies: each call answers an unknown field,
 * a field of the wrong type and a body that is not JSON with its failure envelope (HTTP 200,
 * statusCode other than 1, valid against the call's failure schema), never a 5xx, and the
 * statusDetail names the field. Up to `context.concurrency` calls are checked at once.
 *
 * @example
 * const checks = await envelopeChecks(context)
 */
export async function envelopeChecks(context: SuiteContext): Promise<Check[]> {
  return mapWithin(anyApiPaths, context.concurrency, (path) => pathEnvelope(context, path))
}

async function pathEnvelope(context: SuiteContext, path: string): Promise<Check> {
  const provisional = isProvisionalPath(path)
  const title = 'refuses bad bodies with a failure naming the field, never a 5xx'
  if (context.notBuilt.has(path))
    return {
      group: 'envelope',
      call: path,
      title,
      status: 'skip',
      specified: false,
      details: ['the backend does not have this provisional call'],
    }
  const valid = bodiesFor(path, context.who)[0]?.body ?? {}
  const problems: string[] = []
  for (const bad of badBodies(valid)) {
    const answer = await postCall(context.baseUrl, path, bad.body)
    const verdict = judgeAnswer(path, answer)
    const body = answer.json as { statusCode?: number; statusDetail?: unknown } | undefined
    if (verdict.kind !== 'conforms')
      problems.push(
        ...(verdict.kind === 'missing' ? [verdict.problem] : verdict.problems).map(
          (p) => `${bad.what}: ${p}`,
        ),
      )
    else if (body?.statusCode === 1) problems.push(`${bad.what}: answered success`)
    else if (bad.field && !String(body?.statusDetail ?? '').includes(bad.field))
      problems.push(
        `${bad.what}: statusDetail does not name "${bad.field}" (${JSON.stringify(body?.statusDetail ?? null)})`,
      )
  }
  const status = problems.length === 0 ? 'pass' : provisional ? 'drift' : 'fail'
  return {
    group: 'envelope',
    call: path,
    title,
    status,
    specified: !provisional,
    details: problems,
  }
}
