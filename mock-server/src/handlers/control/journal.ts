import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { violationsOf, type Violation } from '../../contract-check/violations.ts'
import { journalView, toHar } from '../../journal/har.ts'
import { journalOf } from '../../journal/request-journal.ts'
import { control, type OkAnswer } from './control-json.ts'

/** The answer of `GET /__mock/requests`: the last product calls, newest last, secrets hidden. */
export interface RequestsAnswer {
  limit: number
  requests: ReturnType<typeof journalView>
}

/** The answer of `GET /__mock/requests.har`: a HAR 1.2 document. */
export type HarAnswer = ReturnType<typeof toHar>

/** The answer of `GET /__mock/violations`: the total seen and the latest ones. */
export interface ViolationsAnswer {
  count: number
  violations: Violation[]
}

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
      return HttpResponse.json<RequestsAnswer>({
        limit: journal.limit,
        requests: journalView(journal.entries()),
      })
    }),
    http.get(control('/requests.har'), ({ request }) =>
      HttpResponse.json<HarAnswer>(
        toHar(journalOf(backend).entries(), new URL(request.url).origin),
        {
          headers: { 'content-disposition': 'attachment; filename="playfront-mock.har"' },
        },
      ),
    ),
    http.delete(control('/requests'), () => {
      journalOf(backend).clear()
      return HttpResponse.json<OkAnswer>({ ok: true })
    }),
    http.get(control('/violations'), () => {
      const log = violationsOf(backend)
      return HttpResponse.json<ViolationsAnswer>({ count: log.count, violations: log.list() })
    }),
    http.delete(control('/violations'), () => {
      violationsOf(backend).clear()
      return HttpResponse.json<OkAnswer>({ ok: true })
    }),
  ]
}
