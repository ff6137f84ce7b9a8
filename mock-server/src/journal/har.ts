import { answerParts, type JournalEntry } from './request-journal.ts'
import { redact, redactText } from './redact.ts'

/** One call as HAR wants it; the texts are already redacted. */
export interface HarCall {
  startedMs: number
  ms: number
  url: string
  requestText: string
  status: number
  statusText?: string
  contentType: string
  responseText: string
  comment?: string
}

/**
 * Calls as a HAR 1.2 log (what browsers' network panels import). Shared by the mock's journal
 * and `pnpm verify`'s report, so both open the same way.
 *
 * @example
 * harLog('playfront-verify', [{ startedMs: 0, ms: 3, url: 'http://localhost:4010/api/startup', requestText: '{}', status: 200, contentType: 'application/json', responseText: '{"statusCode":1}' }])
 */
export function harLog(creator: string, calls: readonly HarCall[]) {
  return {
    log: {
      version: '1.2',
      creator: { name: creator, version: '1' },
      entries: calls.map((call) => ({
        startedDateTime: new Date(call.startedMs).toISOString(),
        time: call.ms,
        ...(call.comment ? { comment: call.comment } : {}),
        request: {
          method: 'POST',
          url: call.url,
          httpVersion: 'HTTP/1.1',
          headers: [{ name: 'content-type', value: 'application/json' }],
          queryString: [],
          cookies: [],
          headersSize: -1,
          bodySize: call.requestText.length,
          postData: { mimeType: 'application/json', text: call.requestText },
        },
        response: {
          status: call.status,
          statusText: call.statusText ?? '',
          httpVersion: 'HTTP/1.1',
          headers: call.contentType ? [{ name: 'content-type', value: call.contentType }] : [],
          cookies: [],
          content: {
            size: call.responseText.length,
            mimeType: call.contentType,
            text: call.responseText,
          },
          redirectURL: '',
          headersSize: -1,
          bodySize: call.responseText.length,
        },
        cache: {},
        timings: { send: 0, wait: call.ms, receive: 0 },
      })),
    },
  }
}

/**
 * The journal's entries as a HAR 1.2 log, secrets hidden.
 *
 * @example
 * toHar(journalOf(backend).entries(), 'http://localhost:4010').log.entries.length
 */
export function toHar(entries: readonly JournalEntry[], origin: string) {
  return harLog(
    'playfront-mock',
    entries.map((entry) => {
      const { status, contentType, response } = answerParts(entry.answer)
      let texts = redactedTexts.get(entry)
      if (!texts) {
        texts = {
          requestText: redactText(entry.requestText),
          responseText: typeof response === 'string' ? response : JSON.stringify(redact(response)),
        }
        redactedTexts.set(entry, texts)
      }
      return {
        startedMs: entry.startedMs,
        ms: Math.round(entry.ms * 10) / 10,
        comment: `answered by the ${entry.via}`,
        url: new URL(entry.url, origin).href,
        ...texts,
        status,
        statusText: status === 0 ? 'connection dropped' : '',
        contentType,
      }
    }),
  )
}

/**
 * Each entry's texts with their secrets hidden, worked out by the first export that reads the
 * entry: an entry is recorded once its answer is sent and never changes, and redacting every entry
 * again took about 450 ms per export of a journal holding 200 KB bodies (a fuzz run's).
 */
const redactedTexts = new WeakMap<JournalEntry, { requestText: string; responseText: string }>()

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
