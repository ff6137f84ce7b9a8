import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import type { MockBackend } from '../../backend.ts'
import { clockRangeProblem } from '../../clock.ts'
import { sweepExpired } from '../../expiry/sweep-expired.ts'
import { control, controlError, readControlBody } from './control-json.ts'

const clockInput = z.union(
  [
    z.strictObject({ advance_ms: z.number().int() }),
    z.strictObject({ now: z.iso.datetime({ offset: true }) }),
  ],
  { error: 'expected { "advance_ms": number } or { "now": ISO date-time }' },
)

/** The body of `POST /__mock/clock`: move the clock by a duration, or set it to a date. */
export type ClockInput = z.input<typeof clockInput>

/** The answer of `GET` and `POST /__mock/clock`. */
export interface ClockAnswer {
  now: string
  offset_ms: number
}

const clockView = (backend: MockBackend): ClockAnswer => ({
  now: new Date(backend.clock.now()).toISOString(),
  offset_ms: backend.clock.offset(),
})

/**
 * `GET /__mock/clock` and `POST /__mock/clock` (`{ "advance_ms": 1800000 }` or `{ "now": "2030-01-01T00:00:00Z" }`).
 *
 * @example
 * // curl -X POST localhost:4010/__mock/clock -H 'content-type: application/json' -d '{"advance_ms":1800000}'
 */
export function clockHandlers(backend: MockBackend) {
  return [
    http.get(control('/clock'), () => HttpResponse.json<ClockAnswer>(clockView(backend))),
    http.post(control('/clock'), async ({ request }) => {
      const input = await readControlBody(request, clockInput)
      if (input instanceof Response) return input
      const field = 'advance_ms' in input ? 'advance_ms' : 'now'
      const target =
        'advance_ms' in input ? backend.clock.now() + input.advance_ms : Date.parse(input.now)
      const problem = clockRangeProblem(target)
      if (problem) return controlError(400, `${field}: the mock clock ${problem}.`)
      if ('advance_ms' in input) backend.clock.advance(input.advance_ms)
      else backend.clock.set(target)
      await sweepExpired(backend)
      return HttpResponse.json<ClockAnswer>(clockView(backend))
    }),
  ]
}
