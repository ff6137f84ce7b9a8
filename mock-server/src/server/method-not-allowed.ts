import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RequestHandler } from 'msw'
import { allowedMethods } from '../handlers/allowed-methods.ts'
import { jsonError } from './web-answers.ts'

/** The methods a Fetch API Request can carry; Node accepts more (TRACE, CONNECT, PROPFIND …). */
const fetchMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The answer to a method the path does not take: 405 and `Allow` (404 when the path is unknown);
 * undefined lets the request go on. Methods a Fetch Request cannot carry (TRACE, CONNECT …) never
 * reach msw, which would throw; the built site's own paths take GET and HEAD.
 *
 * @example
 * const refused = methodRefusal('TRACE', '/api/startup', { handlers, ownPath: true, site: false })
 * if (refused) return refused
 */
export function methodRefusal(
  method: string,
  pathname: string,
  where: { handlers: readonly RequestHandler[]; ownPath: boolean; site: boolean },
): Response | undefined {
  const siteMethod = method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
  if (fetchMethods.has(method) && (where.ownPath || !where.site || siteMethod)) return undefined
  const allow = where.ownPath
    ? allowedMethods(where.handlers, new URL(pathname, 'http://localhost'))
    : where.site
      ? ['GET', 'HEAD']
      : []
  if (allow.length === 0) return jsonError(404, `No route for ${method} ${pathname}.`)
  return jsonError(405, `${method} is not allowed on ${pathname}; use ${allow.join(', ')}.`, {
    allow: allow.join(', '),
  })
}

/**
 * Node hands CONNECT (a proxy tunnel) to a `connect` listener, not to the request handler; this
 * one answers 405 instead of dropping the connection. Nothing here is a proxy.
 *
 * @example
 * server.on('connect', refuseConnect)
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify({
    ok: false,
    error: 'CONNECT is not allowed: this server is not a proxy.',
  })
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nallow: GET, HEAD, POST\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}
