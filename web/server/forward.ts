import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { request as httpsRequest } from 'node:https'

// Headers of one connection, not of the message (RFC 9110, 7.6.1): never passed on.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
])

const passable = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)))

/** How long the backend may leave a forwarded call without a byte before it is dropped. */
const idleMs = 60_000

/**
 * Passes a call of the site's pages (`/api/…`) to the backend as it comes, both ways streamed, so
 * that the browser talks to one origin (no CORS) and the backend sees who asked
 * (`X-Forwarded-For`, `-Host`, `-Proto`). An unreachable backend answers 502.
 *
 * @example
 * if (url.pathname.startsWith('/api/')) return forward(req, res, new URL(backend), visitor)
 */
export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  backend: URL,
  visitor: { host: string; protocol: string },
): void {
  const send = backend.protocol === 'https:' ? httpsRequest : httpRequest
  const target = new URL(req.url ?? '/', backend)
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .flat()
    .filter(Boolean)
    .join(', ')
  const outgoing = send(
    target,
    {
      method: req.method,
      headers: {
        ...passable(req.headers),
        host: backend.host,
        'x-forwarded-for': forwardedFor,
        'x-forwarded-host': visitor.host,
        'x-forwarded-proto': visitor.protocol.replace(/:$/, ''),
      },
      timeout: idleMs,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, passable(answer.headers))
      answer.pipe(res)
      answer.on('error', () => res.destroy())
    },
  )
  outgoing.on('timeout', () => outgoing.destroy(new Error('the backend went quiet')))
  outgoing.on('error', (error) => {
    if (res.headersSent) return void res.destroy()
    res
      .writeHead(502, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ error: `The backend did not answer: ${error.message}` }))
  })
  req.pipe(outgoing)
  req.on('aborted', () => outgoing.destroy())
}
