// One POST through openapi-fetch, classified: either the backend answered with a status
// envelope, or the call broke on the way (and why, in words a log reader understands).
import type { Client } from 'openapi-fetch'
import type { paths } from '../generated/schema.ts'
import { isSuccess } from './success.ts'
import type { AnyApiPath, Envelope } from './types.ts'

/** What came back from one call. */
export type CallOutcome = { kind: 'envelope'; body: Envelope } | { kind: 'broken'; detail: string }

// openapi-fetch types POST per literal path; `post<P>` in client.ts re-types the result, so here
// the call is made with the one shape every path shares.
type RawPost = (
  path: AnyApiPath,
  init: { body: unknown; parseAs: 'text'; signal?: AbortSignal },
) => Promise<{ data?: string; error?: unknown; response: Response }>

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { statusCode?: unknown }).statusCode === 'number'
  )
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

function parseEnvelope(text: string | undefined): CallOutcome {
  let parsed: unknown
  try {
    parsed = JSON.parse(text ?? '')
  } catch (error) {
    return { kind: 'broken', detail: `Response is not JSON (${errorText(error)})` }
  }
  return isEnvelope(parsed)
    ? { kind: 'envelope', body: parsed }
    : { kind: 'broken', detail: 'Response is not a status envelope (no numeric statusCode)' }
}

/**
 * Posts `body` to `path` and classifies the answer. Never throws: a rejected fetch, an HTTP error
 * status without a failure envelope, or a body that is not a JSON envelope is `broken`. A failure
 * envelope sent with an HTTP error status counts as the backend's answer.
 *
 * `signal` aborts the call, its body included: an aborted call is `broken` with the reason.
 *
 * @example
 * const outcome = await sendCall(createClient<paths>({ baseUrl }), '/api/startup', { domain_name: 'casino3.localhost' })
 * if (outcome.kind === 'broken') console.warn(outcome.detail)
 */
export async function sendCall(
  client: Client<paths>,
  path: AnyApiPath,
  body: unknown,
  signal?: AbortSignal,
): Promise<CallOutcome> {
  const post = client.POST as unknown as RawPost
  let result: Awaited<ReturnType<RawPost>>
  try {
    result = await post(path, { body, parseAs: 'text', ...(signal ? { signal } : {}) })
  } catch (error) {
    return { kind: 'broken', detail: errorText(error) }
  }
  const { response } = result
  if (response.ok) return parseEnvelope(result.data)
  if (isEnvelope(result.error) && !isSuccess(result.error))
    return { kind: 'envelope', body: result.error }
  return {
    kind: 'broken',
    detail: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
  }
}
