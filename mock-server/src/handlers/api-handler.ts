import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../backend.ts'
import { answerApiCall } from './api-answer.ts'
import type { ApiPath, ApiRoute } from './api-types.ts'
import { scenarioHeader } from '../scenarios/scenario-header.ts'
import { faultResponse } from './fault-response.ts'

/**
 * Wraps one product call in an MSW handler (see answerApiCall for what happens inside).
 * A forced disconnect becomes `HttpResponse.error()`, a network error.
 *
 * @example
 * apiHandler(backend, '/api/auth/get_balance', getBalance)
 */
export function apiHandler<P extends ApiPath>(backend: MockBackend, path: P, route: ApiRoute<P>) {
  return http.post(`*${path}`, async ({ request }) => {
    const answer = await answerApiCall(backend, route, {
      path,
      text: await request.text(),
      scenarioHeader: request.headers.get(scenarioHeader),
      url: request.url,
      userAgent: request.headers.get('user-agent'),
    })
    if (answer.kind === 'disconnect') return HttpResponse.error()
    if (answer.kind === 'bad-scenario')
      return HttpResponse.json({ ok: false, error: answer.error }, { status: 400 })
    if (answer.kind === 'raw')
      return new HttpResponse(answer.text, {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      })
    if (answer.kind === 'fault') return faultResponse(answer.fault)
    return HttpResponse.json(answer.body)
  })
}
