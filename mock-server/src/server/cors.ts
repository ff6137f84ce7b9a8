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
 * The CORS headers of an answer to a local origin (none for another origin or none at all).
 *
 * @example
 * corsHeaders(request.headers) // { 'access-control-allow-origin': 'http://casino3.localhost:5173', vary: 'Origin' }
 */
export function corsHeaders(headers: {
  get(name: string): string | null
}): Record<string, string> | undefined {
  const origin = headers.get('origin')
  if (!origin || !isLocalOrigin(origin)) return undefined
  return { 'access-control-allow-origin': origin, vary: 'Origin' }
}

/**
 * The answer to a local origin's preflight (OPTIONS), or undefined for any other request.
 *
 * @example
 * const preflight = preflightAnswer(request)
 * if (preflight) return preflight
 */
export function preflightAnswer(request: Request): Response | undefined {
  const cors = request.method === 'OPTIONS' ? corsHeaders(request.headers) : undefined
  if (!cors) return undefined
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers':
        request.headers.get('access-control-request-headers') ?? 'content-type, x-mock-scenario',
      'access-control-max-age': '600',
    },
  })
}
