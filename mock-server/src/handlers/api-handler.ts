import { delay, http, HttpResponse } from 'msw'
import { validateRequest } from '@playfront/contract/validators'
import type { MockBackend } from '../backend.ts'
import type { Scenario } from '../models/scenario.ts'
import { first, matching } from '../scenarios/match.ts'
import { requestScenarios } from '../scenarios/scenario-header.ts'
import type { ApiPath, ApiRoute } from './api-types.ts'
import { failure, refuse } from './envelope.ts'

/**
 * Wraps one product call in an MSW handler: one-request scenarios (header or query),
 * latency, forced failures, JSON parsing and contract validation, then the route.
 * A bad body never reaches the route, so it never changes state.
 *
 * @example
 * apiHandler(backend, '/api/auth/get_balance', getBalance)
 */
export function apiHandler<P extends ApiPath>(backend: MockBackend, path: P, route: ApiRoute<P>) {
  return http.post(`*${path}`, async ({ request }) => {
    if (!backend.isReady) await backend.ready()
    let scenarios: readonly Scenario[] = backend.scenarios
    try {
      const oneOff = requestScenarios(request)
      if (oneOff.length > 0) scenarios = [...scenarios, ...oneOff]
    } catch (error) {
      return HttpResponse.json({ ok: false, error: (error as Error).message }, { status: 400 })
    }
    if (scenarios.length > 0) {
      const target = { path }
      const latency = matching(scenarios, 'latency', target).reduce((sum, s) => sum + s.ms, 0)
      if (latency > 0) await delay(latency)
      const forced = first(scenarios, 'fail', target)
      if (forced?.mode === 'disconnect') return HttpResponse.error()
      if (forced) return HttpResponse.json(failure(path, forced.mode === '-503' ? -503 : -500, `Forced by the fail scenario (${forced.mode}).`) as object)
    }
    let body: unknown
    try {
      body = JSON.parse(await request.text())
    } catch {
      return HttpResponse.json(refuse(path, 'The request body is not valid JSON.') as object)
    }
    const verdict = validateRequest(path, body)
    if (!verdict.ok) {
      const detail = verdict.errors.map((e) => `${e.field || 'body'}: ${e.message}`).join('; ')
      return HttpResponse.json(refuse(path, `Invalid request body: ${detail}`) as object)
    }
    return HttpResponse.json(await route({ path, backend, body: body as never, scenarios, request }) as object)
  })
}
