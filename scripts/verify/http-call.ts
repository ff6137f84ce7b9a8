import type { HttpAnswer as ContractAnswer } from '@playfront/contract/judge-answer'

/** What came back from one POST, however broken, and how long it took. */
export interface HttpAnswer extends ContractAnswer {
  ms: number
}

/** One call verify made, as the report's HAR file lists it. */
export interface SentCall {
  startedMs: number
  url: string
  requestText: string
  answer: HttpAnswer
}

const sent: SentCall[] = []

/**
 * The calls made since the last time this was asked, and forgets them (one run's calls).
 *
 * @example
 * takeSentCalls().length // 275 after a run against the mock
 */
export function takeSentCalls(): SentCall[] {
  return sent.splice(0)
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
  return send(baseUrl, path, typeof body === 'string' ? body : JSON.stringify(body), timeoutMs)
}

async function send(
  baseUrl: string,
  path: string,
  requestText: string,
  timeoutMs: number,
): Promise<HttpAnswer> {
  const startedMs = Date.now()
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const url = new URL(path, baseUrl).href
  const answer = await exchange(url, requestText, timeoutMs, elapsed)
  sent.push({ startedMs, url, requestText, answer })
  return answer
}

async function exchange(
  url: string,
  requestText: string,
  timeoutMs: number,
  elapsed: () => number,
): Promise<HttpAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: requestText,
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
