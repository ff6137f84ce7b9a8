import { delay, HttpResponse } from 'msw'
import type { FaultAnswer } from '../scenarios/faults.ts'

/**
 * A broken answer as a fetch Response, for the MSW handlers (browser worker and msw/node): a hang
 * waits forever, a dribble is a stream that yields a few bytes at a time.
 *
 * @example await faultResponse({ kind: 'raw', status: 502, contentType: 'text/html', body: '<h1>502</h1>' })
 */
export async function faultResponse(
  fault: Exclude<FaultAnswer, { kind: 'disconnect' }>,
): Promise<Response> {
  if (fault.kind === 'hang') {
    await delay('infinite')
    return HttpResponse.error()
  }
  if (fault.kind === 'raw')
    return new HttpResponse(fault.body, {
      status: fault.status,
      headers: { 'content-type': fault.contentType },
    })
  const bytes = new TextEncoder().encode(fault.body)
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, fault.chunkMs))
      controller.enqueue(bytes.subarray(sent, sent + fault.chunkBytes))
      sent += fault.chunkBytes
      if (sent >= bytes.length) controller.close()
    },
  })
  return new HttpResponse(stream, { status: 200, headers: { 'content-type': 'application/json' } })
}
