// Headers of one connection, not of the message (RFC 9110, 7.6.1), never passed on; and the
// ones fetch sets itself or has already undone (it decodes a compressed answer).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  'expect',
])
const decoded = new Set([...hopByHop, 'content-encoding'])

/** How long the backend may take over a forwarded call before it is dropped. */
const limitMs = 60_000

/**
 * Passes a call of the site's pages (`/api/…`) to the backend as it comes, the body streamed both
 * ways, so that the browser talks to one origin (no CORS) and the backend sees who asked
 * (`X-Forwarded-For`, `-Host`, `-Proto`). An unreachable backend answers 502; a visitor who goes
 * away cancels the call.
 *
 * @example
 * if (url.pathname.startsWith('/api/')) return forward(request, new URL(backend), visitor, { headers })
 */
export async function forward(
  request: Request,
  backend: URL,
  visitor: { host: string; protocol: string; address?: string },
  options: { headers?: Record<string, string>; onFailure?: (error: unknown) => void } = {},
): Promise<Response> {
  const asked = new URL(request.url)
  const target = new URL(`${asked.pathname}${asked.search}`, backend)
  const headers = new Headers()
  for (const [name, value] of request.headers) if (!hopByHop.has(name)) headers.set(name, value)
  const forwardedFor = [request.headers.get('x-forwarded-for'), visitor.address]
    .filter(Boolean)
    .join(', ')
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor)
  headers.set('x-forwarded-host', visitor.host)
  headers.set('x-forwarded-proto', visitor.protocol.replace(/:$/, ''))
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  try {
    const answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(limitMs)]),
      ...(hasBody && { duplex: 'half' }),
    } as RequestInit)
    const passed = new Headers(options.headers)
    for (const [name, value] of answer.headers) if (!decoded.has(name)) passed.append(name, value)
    return new Response(answer.body, { status: answer.status, headers: passed })
  } catch (error) {
    options.onFailure?.(error)
    return Response.json(
      { error: 'The backend did not answer.' },
      { status: 502, headers: { ...options.headers, 'cache-control': 'no-store' } },
    )
  }
}
