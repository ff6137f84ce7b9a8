import type { IncomingMessage, ServerResponse } from 'node:http'

const localOrigin =
  /^https?:\/\/(localhost|[\w-]+(\.[\w-]+)*\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i

/**
 * True for local origins: localhost, any *.localhost, 127.0.0.1 and [::1], any port.
 *
 * @example
 * isLocalOrigin('http://casino3.localhost:5173') // true
 * isLocalOrigin('https://example.com') // false
 */
export function isLocalOrigin(origin: string): boolean {
  return localOrigin.test(origin)
}

/**
 * Adds CORS headers for a local origin; answers a preflight and returns true when it did.
 *
 * @example
 * if (applyCors(req, res)) return
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  if (!origin || !isLocalOrigin(origin)) return false
  res.setHeader('access-control-allow-origin', origin)
  res.setHeader('vary', 'Origin')
  if (req.method !== 'OPTIONS') return false
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ?? 'content-type, x-mock-scenario',
    'access-control-max-age': '600',
  })
  res.end()
  return true
}
