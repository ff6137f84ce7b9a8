import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { HttpBindings } from '@hono/node-server'

/** What the server reads of a request's headers. */
export interface HeaderReader {
  get(name: string): string | null
}

/**
 * A request's headers as the server reads them: on Node's server straight from Node's own
 * record (building the web's Headers for every call of the contract cost the fast path a tenth
 * of its throughput), elsewhere the Request's.
 *
 * @example
 * headersOf(c.req.raw, c.env).get('x-mock-scenario')
 */
export function headersOf(request: Request, env: Partial<HttpBindings> | undefined): HeaderReader {
  const own = env?.incoming?.headers
  if (!own) return request.headers
  return {
    get(name) {
      const value = own[name]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
  }
}

/** Request bodies above this size are refused with 413. */
export const maxBodyBytes = 1024 * 1024

/** Thrown when a body is larger than {@link maxBodyBytes}. */
export class BodyTooLarge extends Error {}

/**
 * A request's body as text, refusing more than `limit` bytes: at once when its Content-Length
 * says so, else as it arrives.
 *
 * @example
 * const text = await readText(request) // '' for no body, or throws BodyTooLarge
 */
export async function readText(
  request: Request,
  headers: HeaderReader = request.headers,
  limit = maxBodyBytes,
): Promise<string> {
  const declared = headers.get('content-length')
  if (Number(declared ?? 0) > limit) throw new BodyTooLarge()
  if (request.method === 'GET' || request.method === 'HEAD') return ''
  if (declared !== null && headers.get('transfer-encoding') === null) return request.text()
  if (!request.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > limit) throw new BodyTooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A JSON answer with a status.
 *
 * @example
 * jsonAnswer(200, { statusCode: 1 })
 */
export function jsonAnswer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/**
 * A JSON error answer of the standalone server itself (413, 404, 500 …).
 *
 * @example
 * jsonError(404, 'No route for GET /nope')
 */
export function jsonError(
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Response {
  return jsonAnswer(status, { ok: false, error }, headers)
}

/**
 * Drops the connection without an answer, as a broken backend does. On Node's server (the
 * bindings of @hono/node-server) the socket is destroyed; elsewhere the answer is a network error.
 *
 * @example
 * if (answer.kind === 'disconnect') return disconnect(c.env)
 */
export function disconnect(env: Partial<HttpBindings> | undefined): Response {
  const socket = env?.incoming?.socket
  if (!socket) return Response.error()
  socket.destroy()
  return RESPONSE_ALREADY_SENT
}

/**
 * A request whose body streams from Node's request as it arrives, paused while the reader is
 * behind. A reader that stops early (a state over the cap) leaves the rest to be read and
 * dropped, so the client still gets the answer instead of a reset connection (a web stream of
 * Node's own would close the connection). Without Node's bindings, the request as it is.
 *
 * @example
 * const request = streamingRequest(c.req.raw, c.env) // the handler reads request.body chunk by chunk
 */
export function streamingRequest(
  request: Request,
  env: Partial<HttpBindings> | undefined,
): Request {
  const incoming = env?.incoming
  if (!incoming) return request
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 1) <= 0) incoming.pause()
      })
      incoming.on('end', () => controller.close())
      incoming.on('error', (error) => controller.error(error))
      incoming.pause()
    },
    pull() {
      incoming.resume()
    },
    cancel() {
      incoming.removeAllListeners('data')
      incoming.resume()
    },
  })
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    duplex: 'half',
  } as RequestInit)
}

/**
 * Reads what is left of a request body and drops it, after an early answer (a state refused by
 * its declared size), so that the client reads the answer rather than a reset connection.
 *
 * @example
 * dropRestOf(c.env)
 */
export function dropRestOf(env: Partial<HttpBindings> | undefined): void {
  const incoming = env?.incoming
  if (!incoming || incoming.readableEnded) return
  incoming.removeAllListeners('data')
  incoming.resume()
}
