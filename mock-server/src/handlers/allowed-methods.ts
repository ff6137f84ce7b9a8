import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw'

/**
 * The methods the given handlers answer on a URL (HEAD wherever GET is), for a 405's `Allow`.
 * Catch-all handlers (`http.all`) do not count. Empty when no handler knows the path.
 *
 * @example
 * allowedMethods(handlers, new URL('http://localhost/__mock/scenarios')) // ['DELETE', 'GET', 'HEAD', 'POST']
 */
export function allowedMethods(handlers: readonly RequestHandler[], url: URL): string[] {
  const methods = new Set<string>()
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue
    const { method, path } = handler.info
    if (typeof method !== 'string' || method === 'ALL' || typeof path !== 'string') continue
    if (!matchRequestUrl(url, path).matches) continue
    methods.add(method.toUpperCase())
    if (method.toUpperCase() === 'GET') methods.add('HEAD')
  }
  return [...methods].sort()
}
