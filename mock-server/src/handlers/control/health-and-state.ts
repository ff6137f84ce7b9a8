import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import type { MockState } from '../../db/database.ts'
import { control, controlError, type OkAnswer } from './control-json.ts'

/**
 * `GET /__mock/health`, `POST /__mock/reset`, `GET /__mock/state` and `PUT /__mock/state`.
 *
 * @example
 * // curl -X PUT localhost:4010/__mock/state -H 'content-type: application/json' -d @state.json
 */
export function healthAndStateHandlers(backend: MockBackend) {
  return [
    http.get(control('/health'), () => HttpResponse.json<OkAnswer>({ ok: true })),
    http.post(control('/reset'), async () => {
      await backend.reset()
      return HttpResponse.json<OkAnswer>({ ok: true })
    }),
    http.get(control('/state'), () => HttpResponse.json<MockState>(backend.snapshot())),
    http.put(control('/state'), async ({ request }) => {
      let state: unknown
      try {
        state = await request.json()
      } catch {
        return controlError(400, 'The body is not valid JSON.')
      }
      try {
        await backend.load(state)
      } catch (error) {
        const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues
        const first = issues?.[0]
        return controlError(
          400,
          first
            ? `Invalid state at ${first.path.join('.') || 'root'}: ${first.message}`
            : String(error),
        )
      }
      return HttpResponse.json<OkAnswer>({ ok: true })
    }),
  ]
}
