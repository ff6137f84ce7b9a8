import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { scenarioSchema } from '../../models/scenario.ts'
import { control, readControlBody } from './control-json.ts'

/**
 * `GET /__mock/scenarios` (the active list), `POST /__mock/scenarios` (add one; they compose)
 * and `DELETE /__mock/scenarios` (clear all).
 *
 * @example
 * // curl -X POST localhost:4010/__mock/scenarios -H 'content-type: application/json' \
 * //   -d '{"name":"fail","path":"/api/auth/get_balance","mode":"-503"}'
 */
export function scenarioHandlers(backend: MockBackend) {
  return [
    http.get(control('/scenarios'), () => HttpResponse.json({ scenarios: backend.scenarios })),
    http.post(control('/scenarios'), async ({ request }) => {
      const scenario = await readControlBody(request, scenarioSchema)
      if (scenario instanceof Response) return scenario
      backend.scenarios = [...backend.scenarios, scenario]
      return HttpResponse.json({ scenarios: backend.scenarios }, { status: 201 })
    }),
    http.delete(control('/scenarios'), () => {
      backend.scenarios = []
      return HttpResponse.json({ scenarios: [] })
    }),
  ]
}
