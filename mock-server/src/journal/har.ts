import { answerParts, type JournalEntry } from './request-journal.ts'
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
        const { status, contentType, response } = answerParts(entry.answer)
        const requestText = redactText(entry.requestText)
        const responseText =
          typeof response === 'string' ? response : JSON.stringify(redact(response))
        return {
          startedDateTime: new Date(entry.startedMs).toISOString(),
          time: Math.round(entry.ms * 10) / 10,
          comment: `answered by the ${entry.via}`,
          request: {
            method: 'POST',
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
            status,
            statusText: status === 0 ? 'connection dropped' : '',
            httpVersion: 'HTTP/1.1',
            headers: contentType ? [{ name: 'content-type', value: contentType }] : [],
            cookies: [],
            content: { size: responseText.length, mimeType: contentType, text: responseText },
            redirectURL: '',
            headersSize: -1,
            bodySize: responseText.length,
          },
          cache: {},
          timings: { send: 0, wait: Math.round(entry.ms * 10) / 10, receive: 0 },
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
  return entries.map(({ id, startedMs, ms, url, path, via, requestText, answer }) => {
    let request: unknown = requestText
    try {
      request = JSON.parse(requestText)
    } catch {
      // not JSON: shown as sent
    }
    const { status, contentType, response } = answerParts(answer)
    return {
      id,
      started: new Date(startedMs).toISOString(),
      ms: Math.round(ms * 10) / 10,
      method: 'POST',
      url,
      path,
      via,
      status,
      contentType,
      request: redact(request),
      response: redact(response),
    }
  })
}
