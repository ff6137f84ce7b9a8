import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { violationsOf } from '../../contract-check/violations.ts'
import { journalView, toHar } from '../../journal/har.ts'
import { journalOf } from '../../journal/request-journal.ts'
import { control } from './control-json.ts'

/**
 * `GET /__mock/requests` (the last product calls, secrets hidden), `GET /__mock/requests.har`
 * (the same as a HAR file), `DELETE /__mock/requests`, and `GET`/`DELETE /__mock/violations`
 * (calls that broke the contract: the mock's own answers, clients' requests, a proxied backend's answers).
 *
 * @example
 * // curl localhost:4010/__mock/requests.har > calls.har
 * // curl localhost:4010/__mock/violations → { "count": 0, "violations": [] }
 */
export function journalHandlers(backend: MockBackend) {
  return [
    http.get(control('/requests'), () => {
      const journal = journalOf(backend)
      return HttpResponse.json({ limit: journal.limit, requests: journalView(journal.entries()) })
    }),
    http.get(control('/requests.har'), ({ request }) =>
      HttpResponse.json(toHar(journalOf(backend).entries(), new URL(request.url).origin), {
        headers: { 'content-disposition': 'attachment; filename="playfront-mock.har"' },
      }),
    ),
    http.delete(control('/requests'), () => {
      journalOf(backend).clear()
      return HttpResponse.json({ ok: true })
    }),
    http.get(control('/violations'), () => {
      const log = violationsOf(backend)
      return HttpResponse.json({ count: log.count, violations: log.list() })
    }),
    http.delete(control('/violations'), () => {
      violationsOf(backend).clear()
      return HttpResponse.json({ ok: true })
    }),
  ]
}
