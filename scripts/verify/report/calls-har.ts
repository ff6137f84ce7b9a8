import { harLog } from '@playfront/mock-server/journal/har'
import { redactText } from '@playfront/mock-server/journal/redact'
import type { SentCall } from '../http-call.ts'

/**
 * Every call of a run as a HAR 1.2 log, passwords and tokens hidden: what the backend team
 * opens in a browser's network panel to see exactly what was sent and answered.
 *
 * @example
 * writeFileSync('reports/verify/calls.har', JSON.stringify(callsHar(takeSentCalls())))
 */
export function callsHar(calls: readonly SentCall[]) {
  return harLog(
    'playfront-verify',
    calls.map(({ startedMs, url, requestText, answer }) => ({
      startedMs,
      ms: answer.ms,
      url,
      requestText: redactText(requestText),
      status: answer.status,
      contentType: answer.contentType,
      responseText: redactText(answer.text),
      ...(answer.error ? { comment: `no answer: ${answer.error}` } : {}),
    })),
  )
}
