import { failuresOf } from './path-failures.ts'
import { isAnyApiPath } from './provisional-paths.ts'
import { validateResponse } from './validators.ts'

/** What came back from one POST, however broken (the parts the contract has a say on). */
export interface HttpAnswer {
  /** HTTP status; 0 when no answer came (refused, dropped, timed out). */
  status: number
  contentType: string
  text: string
  /** The parsed body when it was JSON. */
  json?: unknown
  /** Why there was no answer. */
  error?: string
}

/** The verdict on one answer: in the contract, outside it (each problem naming the field), or no such call. */
export type AnswerVerdict =
  | { kind: 'conforms' }
  | { kind: 'violates'; problems: string[] }
  | { kind: 'missing'; problem: string }

const squash = (name: string) => name.replace(/[_-]/g, '').toLowerCase()

// A missing field with a look-alike beside it (game_balance / gameBalance) was most likely renamed.
function renameHint(body: unknown, field: string): string {
  const segments = field.split('.')
  const name = segments.pop() ?? ''
  const parent = segments.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    body,
  )
  if (!parent || typeof parent !== 'object' || name in parent) return ''
  const wanted = squash(name)
  const twin = Object.keys(parent).find(
    (key) => key !== name && (squash(key) === wanted || squash(key).startsWith(wanted)),
  )
  return twin ? ` (the answer has "${twin}": renamed?)` : ''
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text)

/**
 * Judges one answer against the contract of its path: HTTP 200, a JSON body, and that body valid
 * against the path's response schema (success or failure branch, by `statusCode`). A 404, 405 or
 * 501 means the backend does not have the call at all.
 *
 * @example
 * judgeAnswer('/api/auth/get_balance', { status: 200, contentType: 'application/json', text: '', json: { statusCode: 1, gameBalance: 1 } })
 * // { kind: 'violates', problems: ['game_balance: must have required property …', …] }
 */
export function judgeAnswer(path: string, answer: HttpAnswer): AnswerVerdict {
  if (answer.status === 0)
    return { kind: 'missing', problem: `no answer (${answer.error ?? 'connection dropped'})` }
  if ([404, 405, 501].includes(answer.status))
    return { kind: 'missing', problem: `HTTP ${answer.status}: the backend has no such call` }
  const problems: string[] = []
  if (answer.status !== 200)
    problems.push(
      `HTTP ${answer.status} instead of 200${answer.contentType ? ` (${answer.contentType.split(';')[0]})` : ''}`,
    )
  if (answer.json === undefined) {
    problems.push(`body is not JSON: ${shorten(answer.text.trim()) || '(empty)'}`)
    return { kind: 'violates', problems }
  }
  const verdict = validateResponse(path, answer.json)
  if (!verdict.ok)
    problems.push(
      ...verdict.errors.map(
        (e) => `${e.field || 'body'}: ${e.message}${renameHint(answer.json, e.field)}`,
      ),
    )
  else {
    const outside = catalogueProblem(path, answer.json)
    if (outside) problems.push(outside)
  }
  return problems.length === 0 ? { kind: 'conforms' } : { kind: 'violates', problems }
}

/**
 * The error catalogue's rule on a failure body: its `statusCode` and `statusMessage` must be one
 * of the pairs the call can fail with (`x-errors`: what the client makes of a broken call, and
 * what the server may send). The schema allows each value alone; only this checks the pair.
 *
 * @example
 * catalogueProblem('/api/auth/login', { statusCode: 0, statusMessage: 'sessionExpired' })
 * // 'statusCode 0 with statusMessage "sessionExpired" is not a failure of this call (x-errors: -500 internalServerError)'
 */
export function catalogueProblem(path: string, body: unknown): string | undefined {
  const { statusCode, statusMessage } = (body ?? {}) as {
    statusCode?: unknown
    statusMessage?: unknown
  }
  if (statusCode === 1 || !isAnyApiPath(path)) return undefined
  const { transport, backend } = failuresOf(path)
  const allowed = [transport, ...backend]
  if (allowed.some((e) => e.statusCode === statusCode && e.statusMessage === statusMessage))
    return undefined
  const pairs = [...new Set(allowed.map((e) => `${e.statusCode} ${e.statusMessage}`))].join(', ')
  return `statusCode ${String(statusCode)} with statusMessage ${JSON.stringify(statusMessage)} is not a failure of this call (x-errors: ${pairs})`
}
