import { setupServer, type SetupServer } from 'msw/node'
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts'
import { createMockHandlers } from './handlers.ts'

/** The msw/node server and the backend behind it. */
export interface MockServerSetup {
  server: SetupServer
  backend: MockBackend
}

/**
 * The mock backend on `msw/node`, for tests: `fetch` to any origin's `/api/...` or `/__mock/...`
 * is answered in-process. Call `server.listen()` yourself (and `server.close()` after).
 *
 * @example
 * const { server, backend } = setupMockServer()
 * beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
 * afterEach(() => backend.reset())
 * afterAll(() => server.close())
 * await fetch('http://localhost/api/startup', { method: 'POST', body: JSON.stringify({ domain_name: 'localhost' }) })
 */
export function setupMockServer(options: MockBackendOptions = {}): MockServerSetup {
  const backend = createMockBackend(options)
  return { server: setupServer(...createMockHandlers(backend)), backend }
}
