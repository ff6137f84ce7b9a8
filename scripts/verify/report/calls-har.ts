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
  return {
    log: {
      version: '1.2',
      creator: { name: 'playfront-verify', version: '1' },
      entries: calls.map(({ startedMs, url, requestText, answer }) => {
        const request = redactText(requestText)
        const response = redactText(answer.text)
        return {
          startedDateTime: new Date(startedMs).toISOString(),
          time: answer.ms,
          ...(answer.error ? { comment: `no answer: ${answer.error}` } : {}),
          request: {
            method: 'POST',
            url,
            httpVersion: 'HTTP/1.1',
            headers: [{ name: 'content-type', value: 'application/json' }],
            queryString: [],
            cookies: [],
            headersSize: -1,
            bodySize: request.length,
            postData: { mimeType: 'application/json', text: request },
          },
          response: {
            status: answer.status,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            headers: answer.contentType
              ? [{ name: 'content-type', value: answer.contentType }]
              : [],
            cookies: [],
            content: { size: response.length, mimeType: answer.contentType, text: response },
            redirectURL: '',
            headersSize: -1,
            bodySize: response.length,
          },
          cache: {},
          timings: { send: 0, wait: answer.ms, receive: 0 },
        }
      }),
    },
  }
}
