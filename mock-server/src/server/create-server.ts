import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { createMockBackend, type MockBackend, type MockBackendOptions } from '../backend.ts'
import { apiRoutes, createMockHandlers } from '../handlers.ts'
import { answerApiCall } from '../handlers/api-answer.ts'
import type { ApiPath, ApiRoute } from '../handlers/api-types.ts'
import type { AllowedHosts } from './allowed-hosts.ts'
import { controlRefusal, hostRefusal } from './control-guard.ts'
import { applyCors } from './cors.ts'
import { refuseConnect, refuseMethod } from './method-not-allowed.ts'
import { createContractProxy, type ProxyOptions } from './proxy.ts'
import {
  BodyTooLarge,
  readBody,
  sendFetchResponse,
  sendJsonError,
  sendJson,
  toFetchRequest,
  toStreamingRequest,
  dropRestOf,
} from './node-request.ts'
import { sendFault } from './send-fault.ts'
import { readStateFile, writeStateFile } from './state-file.ts'
import { defaultMaxStateBytes } from '../persistence/state-json.ts'
import { serveStatic, type StaticHeaders } from './static-files.ts'

/** Options of {@link createMockHttpServer}. */
export interface MockHttpServerOptions extends Omit<MockBackendOptions, 'initialState'> {
  /** Port to listen on; 0 picks a free one. */
  port: number
  /** Interface to bind; default 127.0.0.1 (loopback only). */
  host?: string
  /** A state file: loaded at start when it exists, written by close(). */
  stateFile?: string
  /** A built single-page app to serve next to the API (SPA fallback to index.html). */
  staticDir?: string
  /**
   * Send product calls through msw's getResponse too. By default the server answers
   * `POST /api/<path>` by calling the very function the MSW handler wraps (answerApiCall),
   * skipping only MSW's request matching and Request/Response copies, which cost more than
   * the performance budget allows; everything else always goes through getResponse.
   */
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

/**
 * The state cap of a standalone server: `maxStateBytes` if given, else `MOCK_MAX_STATE_MB`, else
 * the default (persistence/state-json.ts).
 */
function stateCapOf(maxStateBytes: number | undefined, env: NodeJS.ProcessEnv): number {
  if (maxStateBytes !== undefined) return maxStateBytes
  const mb = Number(env.MOCK_MAX_STATE_MB)
  return env.MOCK_MAX_STATE_MB && mb > 0 ? mb * 1024 * 1024 : defaultMaxStateBytes
}

/** A running standalone mock server. */
export interface MockHttpServer {
  /** Base URL, e.g. `http://localhost:4010`. */
  url: string
  /** The backend behind the handlers, for tests that want to look inside. */
  backend: MockBackend
  /**
   * Answers one request exactly as this server does (host and control checks, faults, CORS):
   * for a server that hosts the mock's paths beside its own, as `pnpm start` does on one port.
   */
  answer(req: IncomingMessage, res: ServerResponse): void
  /** Saves the state file (when given), then stops listening. */
  close(): Promise<void>
}

/**
 * Starts a node:http server that feeds every request into the same MSW handlers as the
 * browser worker and `msw/node` (through msw's `getResponse`), with CORS for local origins.
 *
 * @example
 * const server = await createMockHttpServer({ port: 0 })
 * await fetch(`${server.url}/__mock/health`) // { ok: true }
 * await server.close()
 */
export async function createMockHttpServer(
  options: MockHttpServerOptions,
): Promise<MockHttpServer> {
  const {
    port,
    host = '127.0.0.1',
    stateFile,
    staticDir,
    viaMsw = false,
    allowedHosts = [],
    controlToken,
    staticHeaders,
    proxy: proxyOptions,
    ...backendOptions
  } = options
  const maxStateBytes = stateCapOf(backendOptions.maxStateBytes, process.env)
  const initialState =
    stateFile && existsSync(stateFile) ? await readStateFile(stateFile, maxStateBytes) : undefined
  const backend = createMockBackend({ ...backendOptions, maxStateBytes, initialState })
  await backend.ready()
  const handlers = createMockHandlers(backend)
  const proxy = proxyOptions ? createContractProxy(backend, proxyOptions) : undefined
  const directRoutes = new Map<string, ApiRoute<ApiPath>>(
    viaMsw ? [] : (Object.entries(apiRoutes) as [string, ApiRoute<ApiPath>][]),
  )

  async function answerDirectly(
    req: IncomingMessage,
    res: ServerResponse,
    path: ApiPath,
    route: ApiRoute<ApiPath>,
    url: string,
  ): Promise<void> {
    const body = await readBody(req)
    const scenarioHeader = req.headers['x-mock-scenario']
    const answer = await answerApiCall(backend, route, {
      path,
      url,
      text: body ? body.toString('utf8') : '',
      scenarioHeader: Array.isArray(scenarioHeader) ? scenarioHeader.join(';') : scenarioHeader,
      userAgent: req.headers['user-agent'],
    })
    if (answer.kind === 'disconnect') req.socket.destroy()
    else if (answer.kind === 'bad-scenario') sendJson(res, 400, { ok: false, error: answer.error })
    else if (answer.kind === 'raw')
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.text)
    else if (answer.kind === 'fault') sendFault(req, res, answer.fault)
    else sendJson(res, 200, answer.body)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/'
    const pathname = url.split('?', 1)[0] ?? '/'
    const refused =
      hostRefusal(req.headers.host, allowedHosts) ??
      controlRefusal(req, pathname, { allowedHosts, controlToken })
    if (refused) return sendJsonError(res, refused.status, refused.error)
    if (applyCors(req, res)) return
    if (proxy?.forwards(req.method, pathname)) return proxy.forward(req, res, await readBody(req))
    if (proxy?.relays(pathname)) return proxy.relay(req, res, await readBody(req))
    const direct = req.method === 'POST' ? directRoutes.get(pathname) : undefined
    if (direct) return answerDirectly(req, res, pathname as ApiPath, direct, url)
    const ownPath = pathname.startsWith('/api/') || pathname.startsWith('/__mock/')
    if (
      refuseMethod(res, req.method ?? 'GET', pathname, {
        handlers,
        ownPath,
        site: staticDir !== undefined,
      })
    )
      return
    if (!ownPath && staticDir && (await serveStatic(req, res, staticDir, pathname, staticHeaders)))
      return
    const request =
      req.method === 'PUT' && pathname === '/__mock/state'
        ? toStreamingRequest(req)
        : toFetchRequest(req, await readBody(req))
    const response = await getResponse(handlers, request)
    if (!response) return sendJsonError(res, 404, `No route for ${req.method} ${pathname}.`)
    if (response.type === 'error') {
      req.socket.destroy()
      return
    }
    await sendFetchResponse(res, response)
    // A state refused before its end was read: take the rest, so the client reads the answer.
    if (!req.readableEnded) dropRestOf(req)
  }

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        res.setHeader('connection', 'close')
        return sendJsonError(res, 413, 'The request body is larger than 1 MB.')
      }
      sendJsonError(
        res,
        500,
        `Mock server error: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
  }
  const server = createServer(answer)
  server.keepAliveTimeout = 10_000
  server.on('connect', refuseConnect)
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolveListen)
  })
  const address = server.address() as AddressInfo
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host

  return {
    url: `http://${shownHost}:${address.port}`,
    backend,
    answer,
    async close() {
      if (stateFile) await writeStateFile(stateFile, backend)
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose())
        server.closeAllConnections()
      })
    },
  }
}
