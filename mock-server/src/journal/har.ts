import type { JournalEntry } from './request-journal.ts'
import { redact, redactText } from './redact.ts'

/**
 * The journal's entries as a HAR 1.2 log (what browsers' network panels import), secrets hidden.
 *
 * @example
 * toHar(journalOf(backend).entries(), 'http://localhost:4010').log.entries.length
 */
export function toHar(entries: readonly JournalEntry[], origin: string) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'playfront-mock', version: '1' },
      entries: entries.map((entry) => {
        const requestText = redactText(entry.requestText)
        const responseText = typeof entry.response === 'string' ? entry.response : JSON.stringify(redact(entry.response))
        return {
          startedDateTime: entry.started,
          time: entry.ms,
          comment: `answered by the ${entry.via}`,
          request: {
            method: entry.method,
            url: new URL(entry.url, origin).href,
            httpVersion: 'HTTP/1.1',
            headers: [{ name: 'content-type', value: 'application/json' }],
            queryString: [],
            cookies: [],
            headersSize: -1,
            bodySize: requestText.length,
            postData: { mimeType: 'application/json', text: requestText },
          },
          response: {
            status: entry.status,
            statusText: entry.status === 0 ? 'connection dropped' : '',
            httpVersion: 'HTTP/1.1',
            headers: entry.contentType ? [{ name: 'content-type', value: entry.contentType }] : [],
            cookies: [],
            content: { size: responseText.length, mimeType: entry.contentType, text: responseText },
            redirectURL: '',
            headersSize: -1,
            bodySize: responseText.length,
          },
          cache: {},
          timings: { send: 0, wait: entry.ms, receive: 0 },
        }
      }),
    },
  }
}

/**
 * The journal's entries as JSON for `GET /__mock/requests`, newest last, secrets hidden.
 *
 * @example
 * journalView(journalOf(backend).entries())[0].request // { account_id: 'demo', auth: '(hidden)' }
 */
export function journalView(entries: readonly JournalEntry[]) {
  return entries.map(({ requestText, response, ...rest }) => {
    let request: unknown = requestText
    try {
      request = JSON.parse(requestText)
    } catch {
      // not JSON: shown as sent
    }
    return { ...rest, request: redact(request), response: redact(response) }
  })
}
