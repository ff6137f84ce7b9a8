import type { IncomingMessage, ServerResponse } from 'node:http'

/** Request bodies above this size are refused with 413. */
export const maxBodyBytes = 1024 * 1024

/** Thrown when a body is larger than {@link maxBodyBytes}. */
export class BodyTooLarge extends Error {}

/**
 * Reads a Node request body into one Buffer, refusing more than `limit` bytes.
 *
 * @example
 * const body = await readBody(req) // Buffer, or throws BodyTooLarge
 */
export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) return Promise.reject(new BodyTooLarge())
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(new BodyTooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () =>
      resolveBody(
        chunks.length === 0 ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
      ),
    )
    req.on('error', reject)
  })
}

/**
 * A Fetch API Request for a Node request, with the body already read.
 *
 * @example
 * const request = toFetchRequest(req, await readBody(req))
 */
export function toFetchRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
  const method = req.method ?? 'GET'
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD'
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method,
    headers,
    body: hasBody ? (body as unknown as BodyInit) : null,
  })
}

// The request's bytes as a web stream, paused while the reader is behind; a reader that stops
// early (a state over the cap) leaves the rest to be read and dropped, so the client still gets
// the answer instead of a reset connection.
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 1) <= 0) req.pause()
      })
      req.on('end', () => controller.close())
      req.on('error', (error) => controller.error(error))
      req.pause()
    },
    pull() {
      req.resume()
    },
    cancel() {
      dropRestOf(req)
    },
  })
}

/**
 * Reads what is left of a request body and drops it (after an early answer).
 *
 * @example
 * if (!req.readableEnded) dropRestOf(req)
 */
export function dropRestOf(req: IncomingMessage): void {
  req.removeAllListeners('data')
  req.resume()
}

/**
 * A Fetch API Request whose body streams from the Node request as it arrives, with no size
 * limit of its own: for the one route that caps what it reads itself (`PUT /__mock/state`).
 *
 * @example
 * const request = toStreamingRequest(req) // the handler reads request.body chunk by chunk
 */
export function toStreamingRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method ?? 'PUT',
    headers,
    body: bodyStream(req),
    duplex: 'half',
  } as RequestInit)
}

/**
 * Writes a Fetch API Response to a Node response.
 *
 * @example
 * await sendFetchResponse(res, response)
 */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding') res.setHeader(name, value)
  })
  if (body) res.setHeader('content-length', body.length)
  res.writeHead(response.status)
  res.end(body)
}

/**
 * A JSON answer with a status.
 *
 * @example
 * sendJson(res, 200, { statusCode: 1 })
 */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

/**
 * A JSON error answer for the standalone server itself (413, 404, 500 …).
 *
 * @example
 * sendJsonError(res, 404, 'No route for GET /nope')
 */
export function sendJsonError(res: ServerResponse, status: number, error: string): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = JSON.stringify({ ok: false, error })
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  })
  res.end(body)
}
