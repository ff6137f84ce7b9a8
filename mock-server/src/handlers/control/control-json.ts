import { HttpResponse } from 'msw'
import type { z } from 'zod'

/** The prefix of every control route, matched on any origin. */
export const control = (path: string): string => `*/__mock${path}`

/** The body of every refused control call: the reason, said so that the caller knows what to change. */
export interface ControlErrorAnswer {
  ok: false
  error: string
}

/** The answer of a control call that only confirms. */
export interface OkAnswer {
  ok: true
}

/**
 * A control API error: HTTP status plus `{ error }` JSON.
 *
 * @example
 * return controlError(400, 'advance_ms must be a number')
 */
export function controlError(status: number, error: string): Response {
  return HttpResponse.json<ControlErrorAnswer>({ ok: false, error }, { status })
}

/**
 * Reads and validates a JSON control body; a Response (400) when it is missing, not JSON or invalid.
 *
 * @example
 * const input = await readControlBody(request, clockInputSchema)
 * if (input instanceof Response) return input
 */
export async function readControlBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  let json: unknown
  try {
    const text = await request.text()
    json = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    return controlError(400, 'The body is not valid JSON.')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.length ? issue.path.join('.') : 'body'
    return controlError(400, `${field}: ${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}
