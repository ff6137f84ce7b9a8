// A host name with an optional port: no path, no credentials, nothing a URL would reinterpret.
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

const first = (value: string | null) => value?.split(',')[0]?.trim()

/**
 * The address the visitor asked for: its Host names the tenant. Behind a load balancer or CDN
 * (`trustProxy`), the host and scheme they passed on in `X-Forwarded-Host` / `-Proto`. Null for
 * a Host that is not a plain host name.
 *
 * @example
 * visitorUrl(new Request('http://casino1.example/about'), false)?.hostname // 'casino1.example'
 */
export function visitorUrl(request: Request, trustProxy: boolean): URL | null {
  const headers = request.headers
  const host = (trustProxy && first(headers.get('x-forwarded-host'))) || headers.get('host')
  if (!host || !hostPattern.test(host)) return null
  const own = new URL(request.url)
  const forwardedProto = trustProxy ? first(headers.get('x-forwarded-proto')) : undefined
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : own.protocol.slice(0, -1)
  try {
    return new URL(`${protocol}://${host.toLowerCase()}${own.pathname}${own.search}`)
  } catch {
    return null
  }
}
