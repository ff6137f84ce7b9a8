import type { HttpAnswer as ContractAnswer } from '@playfront/contract/judge-answer'

/** What came back from one POST, however broken, and how long it took. */
export interface HttpAnswer extends ContractAnswer {
  ms: number
}

/**
 * POSTs a body (an object as JSON, or a raw string) to `baseUrl + path` and reads whatever comes
 * back, never throwing: a network failure is an answer with status 0.
 *
 * @example
 * const answer = await postCall('http://127.0.0.1:4010', '/api/startup', { domain_name: 'localhost' })
 * answer.json // { statusCode: 1, … }
 */
export async function postCall(
  baseUrl: string,
  path: string,
  body: unknown,
  timeoutMs = 15_000,
): Promise<HttpAnswer> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    const contentType = response.headers.get('content-type') ?? ''
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: response.status, contentType, text, json, ms: elapsed() }
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return {
      status: 0,
      contentType: '',
      text: '',
      error: cause?.code ?? cause?.message ?? (error as Error).message,
      ms: elapsed(),
    }
  }
}
