import type { HttpBindings } from '@hono/node-server'
import type { FaultAnswer } from '../scenarios/faults.ts'
import { disconnect } from './web-answers.ts'

/**
 * A broken answer as a Response: a hang answers nothing until the client gives up (or the
 * server closes), a dribble sends the body a few bytes at a time.
 *
 * @example await faultResponse({ kind: 'raw', status: 502, contentType: 'text/html', body: '<h1>502</h1>' }, request.signal, c.env)
 */
export async function faultResponse(
  fault: Exclude<FaultAnswer, { kind: 'disconnect' }>,
  signal: AbortSignal,
  env: Partial<HttpBindings> | undefined,
): Promise<Response> {
  if (fault.kind === 'hang') {
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
    return disconnect(env)
  }
  if (fault.kind === 'raw')
    return new Response(fault.body, {
      status: fault.status,
      headers: { 'content-type': fault.contentType },
    })
  const bytes = Buffer.from(fault.body)
  let timer: ReturnType<typeof setInterval> | undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let sent = 0
      timer = setInterval(() => {
        const chunk = bytes.subarray(sent, sent + fault.chunkBytes)
        sent += chunk.length
        controller.enqueue(new Uint8Array(chunk))
        if (sent >= bytes.length) {
          clearInterval(timer)
          controller.close()
        }
      }, fault.chunkMs)
      timer.unref()
    },
    cancel() {
      clearInterval(timer)
    },
  })
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
  })
}
