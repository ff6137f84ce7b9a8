import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import type { z } from 'zod'
import { scenarioSchema, type Scenario } from '../../models/scenario.ts'
import { control, readControlBody } from './control-json.ts'

/** The body of `POST /__mock/scenarios`: one scenario, defaults left out. */
export type ScenarioInput = z.input<typeof scenarioSchema>

/** The answer of every `/__mock/scenarios` call: the scenarios active now. */
export interface ScenariosAnswer {
  scenarios: Scenario[]
}

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
    http.get(control('/scenarios'), () =>
      HttpResponse.json<ScenariosAnswer>({ scenarios: backend.scenarios }),
    ),
    http.post(control('/scenarios'), async ({ request }) => {
      const scenario = await readControlBody(request, scenarioSchema)
      if (scenario instanceof Response) return scenario
      backend.scenarios = [...backend.scenarios, scenario]
      return HttpResponse.json({ scenarios: backend.scenarios }, { status: 201 })
    }),
    http.delete(control('/scenarios'), () => {
      backend.scenarios = []
      return HttpResponse.json<ScenariosAnswer>({ scenarios: [] })
    }),
  ]
}
