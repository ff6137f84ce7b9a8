import type { IncomingMessage } from 'node:http'

// A host name with an optional port: no path, no credentials, nothing a URL would reinterpret.
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()

/**
 * The address the visitor asked for: its Host names the tenant. Behind a load balancer or CDN
 * (`trustProxy`), the host and scheme they passed on in `X-Forwarded-Host` / `-Proto`. Null for
 * a Host that is not a plain host name.
 */
export function visitorUrl(req: IncomingMessage, trustProxy: boolean): URL | null {
  const host = (trustProxy && first(req.headers['x-forwarded-host'])) || req.headers.host
  if (!host || !hostPattern.test(host)) return null
  const forwardedProto = trustProxy ? first(req.headers['x-forwarded-proto']) : undefined
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted)
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : encrypted
        ? 'https'
        : 'http'
  try {
    return new URL(req.url ?? '/', `${protocol}://${host.toLowerCase()}`)
  } catch {
    return null
  }
}
