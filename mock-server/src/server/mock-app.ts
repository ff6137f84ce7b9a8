import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { getResponse } from 'msw'
import type { MockBackend } from '../backend.ts'
import { apiRoutes, createMockHandlers } from '../handlers.ts'
import { answerApiCall } from '../handlers/api-answer.ts'
import type { ApiPath, ApiRoute } from '../handlers/api-types.ts'
import type { AllowedHosts } from './allowed-hosts.ts'
import { controlRefusal, hostRefusal } from './control-guard.ts'
import { corsHeaders, preflightAnswer } from './cors.ts'
import { faultResponse } from './fault-answer.ts'
import { methodRefusal } from './method-not-allowed.ts'
import { createContractProxy, type ProxyOptions } from './proxy.ts'
import { staticAnswer, type StaticHeaders } from './static-files.ts'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import {
  BodyTooLarge,
  disconnect,
  dropRestOf,
  jsonAnswer,
  jsonError,
  readText,
  streamingRequest,
  headersOf,
  type HeaderReader,
} from './web-answers.ts'

/** Options of {@link createMockApp}: who may call, and what it serves beside the contract. */
export interface MockAppOptions {
  /** A built single-page app to serve next to the API (SPA fallback to index.html). */
  staticDir?: string
  /** Send product calls through msw's getResponse too (see create-server.ts). */
  viaMsw?: boolean
  /** Hosts answered besides loopback, `*.localhost` and IP addresses (`--allowed-hosts`); `true` for any. */
  allowedHosts?: AllowedHosts
  /** Needed (`x-mock-control-token`) on control API calls from another machine. */
  controlToken?: string
  /** Headers for the files of `staticDir`, e.g. the site's Content-Security-Policy. */
  staticHeaders?: StaticHeaders
  /** Forward the contract's calls to a real backend, validating both ways (server/proxy.ts). */
  proxy?: ProxyOptions
}

type Env = { Bindings: Partial<HttpBindings> }

// A control call that reads (or the journal's own bookkeeping) changes nothing a page shows.
const readsOnly = (method: string, path: string) =>
  method === 'GET' ||
  method === 'HEAD' ||
  method === 'OPTIONS' ||
  /^\/__mock\/(requests|violations)/.test(path)

/**
 * The standalone mock as one fetch handler (Hono): the same MSW handlers as the browser worker
 * and `msw/node`, the contract's calls answered directly by the function each handler wraps, the
 * control API behind its guard, CORS for local origins, and a built site beside it when asked.
 * `revision()` counts the control calls that changed the mock's world, so that a server drawing
 * pages from it knows when what it kept is out of date.
 *
 * @example
 * const mock = createMockApp(backend, {})
 * const answer = await mock.fetch(new Request('http://localhost/__mock/health'))
 */
export function createMockApp(backend: MockBackend, options: MockAppOptions) {
  const { staticDir, viaMsw = false, allowedHosts = [], controlToken, staticHeaders } = options
  const handlers = createMockHandlers(backend)
  const proxy = options.proxy ? createContractProxy(backend, options.proxy) : undefined
  const directRoutes = new Map<string, ApiRoute<ApiPath>>(
    viaMsw ? [] : (Object.entries(apiRoutes) as [string, ApiRoute<ApiPath>][]),
  )
  let revision = 0

  async function answerDirectly(
    c: Context<Env>,
    headers: HeaderReader,
    path: ApiPath,
    route: ApiRoute<ApiPath>,
  ): Promise<Response> {
    const request = c.req.raw
    const answer = await answerApiCall(backend, route, {
      path,
      url: c.env?.incoming?.url ?? c.req.url,
      text: await readText(request, headers),
      scenarioHeader: headers.get('x-mock-scenario'),
      userAgent: headers.get('user-agent'),
    })
    if (answer.kind === 'json') return jsonAnswer(200, answer.body)
    if (answer.kind === 'disconnect') return disconnect(c.env)
    if (answer.kind === 'bad-scenario') return jsonError(400, answer.error)
    if (answer.kind === 'raw')
      return new Response(answer.text, {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      })
    return faultResponse(answer.fault, request.signal, c.env)
  }

  async function answerThroughMsw(c: Context<Env>, pathname: string): Promise<Response> {
    const raw = c.req.raw
    // A state is read as a stream by its own handler, under its own cap; anything else whole, under 1 MB.
    const request =
      raw.method === 'PUT' && pathname === '/__mock/state'
        ? streamingRequest(raw, c.env)
        : new Request(raw.url, {
            method: raw.method,
            headers: raw.headers,
            body: raw.method === 'GET' || raw.method === 'HEAD' ? null : await readText(raw),
          })
    const response = await getResponse(handlers, request)
    if (request !== raw) dropRestOf(c.env)
    if (!response) return jsonError(404, `No route for ${raw.method} ${pathname}.`)
    if (response.type === 'error') return disconnect(c.env)
    if (pathname.startsWith('/__mock/') && !readsOnly(raw.method, pathname) && response.ok)
      revision += 1
    return response
  }

  async function answer(c: Context<Env>, headers: HeaderReader): Promise<Response> {
    const request = c.req.raw
    const method = request.method
    const pathname = c.req.path
    const refused =
      hostRefusal(headers.get('host') ?? undefined, allowedHosts) ??
      (pathname.startsWith('/__mock/')
        ? controlRefusal(
            { method, headers, remoteAddress: c.env?.incoming?.socket.remoteAddress },
            pathname,
            { allowedHosts, controlToken },
          )
        : undefined)
    if (refused) return jsonError(refused.status, refused.error)
    const preflight = preflightAnswer(request)
    if (preflight) return preflight
    if (proxy?.forwards(method, pathname)) {
      const forwarded = await proxy.forward(request, await readText(request, headers))
      return forwarded === 'disconnect' ? disconnect(c.env) : forwarded
    }
    if (proxy?.relays(pathname)) return proxy.relay(request, await readText(request, headers))
    const direct = method === 'POST' ? directRoutes.get(pathname) : undefined
    if (direct) return answerDirectly(c, headers, pathname as ApiPath, direct)
    const ownPath = pathname.startsWith('/api/') || pathname.startsWith('/__mock/')
    const wrongMethod = methodRefusal(method, pathname, {
      handlers,
      ownPath,
      site: staticDir !== undefined,
    })
    if (wrongMethod) return wrongMethod
    if (!ownPath && staticDir) {
      const file = await staticAnswer(request, staticDir, pathname, staticHeaders)
      if (file) return file
    }
    return answerThroughMsw(c, pathname)
  }

  const app = new Hono<Env>()
  app.all('*', async (c) => {
    const headers = headersOf(c.req.raw, c.env)
    const answered = await answer(c, headers)
    const cors = corsHeaders(headers)
    if (
      !cors ||
      answered === RESPONSE_ALREADY_SENT ||
      answered.type === 'error' ||
      answered.status === 204
    )
      return answered
    const withCors = new Response(answered.body, answered)
    for (const [name, value] of Object.entries(cors)) withCors.headers.set(name, value)
    return withCors
  })
  app.onError((error) => {
    if (error instanceof BodyTooLarge)
      return jsonError(413, 'The request body is larger than 1 MB.', { connection: 'close' })
    return jsonError(
      500,
      `Mock server error: ${error instanceof Error ? error.message : String(error)}`,
    )
  })

  return {
    /** Answers one request as the standalone server does. */
    fetch: app.fetch,
    /** How many control calls have changed the mock's world since it started (reset, tenants, scenarios, clock …). */
    revision: () => revision,
  }
}

export type MockApp = ReturnType<typeof createMockApp>
