import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RequestHandler } from 'msw'
import { allowedMethods } from '../handlers/allowed-methods.ts'
import { sendJsonError } from './node-request.ts'

/** The methods a Fetch API Request can carry; Node accepts more (TRACE, CONNECT, PROPFIND …). */
const fetchMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Answers a method the path does not take with 405 and `Allow` (404 when the path is unknown),
 * and returns true; false lets the request go on. Methods a Fetch Request cannot carry (TRACE,
 * CONNECT …) never reach msw, which would throw; the built site's own paths take GET and HEAD.
 *
 * @example
 * if (refuseMethod(res, 'TRACE', '/api/startup', { handlers, ownPath: true, site: false })) return
 */
export function refuseMethod(
  res: ServerResponse,
  method: string,
  pathname: string,
  where: { handlers: readonly RequestHandler[]; ownPath: boolean; site: boolean },
): boolean {
  const siteMethod = method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
  if (fetchMethods.has(method) && (where.ownPath || !where.site || siteMethod)) return false
  const allow = where.ownPath
    ? allowedMethods(where.handlers, new URL(pathname, 'http://localhost'))
    : where.site
      ? ['GET', 'HEAD']
      : []
  if (allow.length === 0) {
    sendJsonError(res, 404, `No route for ${method} ${pathname}.`)
    return true
  }
  res.setHeader('allow', allow.join(', '))
  sendJsonError(res, 405, `${method} is not allowed on ${pathname}; use ${allow.join(', ')}.`)
  return true
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
