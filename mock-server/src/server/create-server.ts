import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { createMockBackend, type MockBackend, type MockBackendOptions } from '../backend.ts'
import { defaultMaxStateBytes } from '../persistence/state-json.ts'
import { refuseConnect } from './method-not-allowed.ts'
import { createMockApp, type MockAppOptions } from './mock-app.ts'
import { readStateFile, writeStateFile } from './state-file.ts'

/** Options of {@link createMockHttpServer}. */
export interface MockHttpServerOptions
  extends Omit<MockBackendOptions, 'initialState'>, MockAppOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number
  /** Interface to bind; default 127.0.0.1 (loopback only). */
  host?: string
  /** A state file: loaded at start when it exists, written by close(). */
  stateFile?: string
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
   * Pass the Node bindings of @hono/node-server as `env` so that a forced disconnect drops the
   * connection and the control API knows a call from this machine.
   */
  fetch(request: Request, env?: unknown): Response | Promise<Response>
  /** Counts the control calls that changed the mock's world (see mock-app.ts). */
  revision(): number
  /** Saves the state file (when given), then stops listening. */
  close(): Promise<void>
}

/**
 * Starts the standalone mock (mock-app.ts) on Node's HTTP server: every request goes to the same
 * MSW handlers as the browser worker and `msw/node`, with CORS for local origins.
 *
 * The server answers `POST /api/<path>` by calling the very function each MSW handler wraps
 * (answerApiCall), skipping only MSW's request matching and Request/Response copies, which cost
 * more than the performance budget allows; `viaMsw: true` sends those through getResponse too.
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
    viaMsw,
    allowedHosts,
    controlToken,
    staticHeaders,
    proxy,
    ...backendOptions
  } = options
  const maxStateBytes = stateCapOf(backendOptions.maxStateBytes, process.env)
  const initialState =
    stateFile && existsSync(stateFile) ? await readStateFile(stateFile, maxStateBytes) : undefined
  const backend = createMockBackend({ ...backendOptions, maxStateBytes, initialState })
  await backend.ready()
  const app = createMockApp(backend, {
    staticDir,
    viaMsw,
    allowedHosts,
    controlToken,
    staticHeaders,
    proxy,
  })
  const server = createAdaptorServer({ fetch: app.fetch }) as Server
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
    fetch: app.fetch,
    revision: app.revision,
    async close() {
      if (stateFile) await writeStateFile(stateFile, backend)
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose())
        server.closeAllConnections()
      })
    },
  }
}
