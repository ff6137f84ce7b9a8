import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import {
  parseStateStream,
  stateCapAdvice,
  stateJsonChunks,
  StateTooLarge,
} from '../../persistence/state-json.ts'
import { control, controlError, type OkAnswer } from './control-json.ts'

const emptyBody = () => new Blob([]).stream()

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
    http.get(control('/state'), () => {
      let chunks: string[]
      try {
        chunks = stateJsonChunks(backend.snapshot(), backend.maxStateBytes)
      } catch (error) {
        if (error instanceof StateTooLarge) return controlError(507, error.message)
        throw error
      }
      // Chunks in a Blob: a state of any size is sent without ever being one string.
      return new HttpResponse(new Blob(chunks), {
        headers: { 'content-type': 'application/json' },
      })
    }),
    http.put(control('/state'), async ({ request }) => {
      const declared = Number(request.headers.get('content-length') ?? 0)
      if (declared > backend.maxStateBytes)
        return controlError(413, stateCapAdvice(backend.maxStateBytes, 'The state sent'))
      let state: unknown
      try {
        state = await parseStateStream(request.body ?? emptyBody(), backend.maxStateBytes)
      } catch (error) {
        if (error instanceof StateTooLarge) return controlError(413, error.message)
        return controlError(400, (error as Error).message)
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
