import type { HttpAnswer as ContractAnswer } from '@playfront/contract/judge-answer'

/** What came back from one POST, however broken, and how long it took. */
export interface HttpAnswer extends ContractAnswer {
  ms: number
  /** No answer came within the run's time limit (`--timeout`): a finding about the backend. */
  timedOut?: boolean
}

/** One call verify made, as the report's HAR file lists it. */
export interface SentCall {
  startedMs: number
  url: string
  requestText: string
  answer: HttpAnswer
}

const sent: SentCall[] = []

/** How every call of a run is made: its time limit, and who hears of each call as it ends. */
export interface CallSettings {
  /** Milliseconds a call may take before it counts as unanswered (`--timeout`). */
  timeoutMs: number
  /** Told of each call as it ends: the run's progress line. */
  onCall?: (call: SentCall, count: number) => void
}

/** The time limit of a call when the run sets none: a backend that answers takes far less. */
export const defaultTimeoutMs = 5_000

let settings: CallSettings = { timeoutMs: defaultTimeoutMs }

/**
 * Sets the time limit and the progress listener of every call from now on (one run's).
 *
 * @example
 * configureCalls({ timeoutMs: 5_000, onCall: (call) => console.log(call.url) })
 */
export function configureCalls(next: CallSettings): void {
  settings = next
}

/**
 * The calls made since the last {@link takeSentCalls}, without forgetting them.
 *
 * @example
 * sentSoFar().filter((call) => call.answer.timedOut).length // 0 against the mock
 */
export function sentSoFar(): readonly SentCall[] {
  return [...sent]
}

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
  timeoutMs = settings.timeoutMs,
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
  const call = { startedMs, url, requestText, answer }
  sent.push(call)
  settings.onCall?.(call, sent.length)
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
    if ((error as Error).name === 'TimeoutError')
      return {
        status: 0,
        contentType: '',
        text: '',
        error: `no answer within ${formatSeconds(timeoutMs)} (--timeout)`,
        timedOut: true,
        ms: elapsed(),
      }
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

/** @example formatSeconds(5_000) // '5 s'; formatSeconds(1_500) // '1.5 s' */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`
}
