import { getResponse } from 'msw'
import type { AnyApiPath, RequestBody } from '@playfront/contract/types'
import { createMockBackend, type MockBackend, type MockBackendOptions } from '../backend.ts'
import { createMockHandlers } from '../handlers.ts'

const origin = 'http://localhost'

/** A mock backend called in-process through its MSW handlers (no sockets, no global patching). */
export interface InProcessMock {
  backend: MockBackend
  /** POSTs a product call; resolves to the JSON body, or 'network-error' for a disconnect. */
  call(
    path: AnyApiPath,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Record<string, unknown> | 'network-error'>
  /** A control API call; resolves to status and JSON body. */
  control(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }>
  /** Logs a player in and returns the token. */
  login(domain?: string, account?: string, password?: string): Promise<string>
  /** The external_id of a tenant. */
  externalId(domain?: string): string
}

/**
 * Creates an in-process mock for tests.
 *
 * @example
 * const mock = await createInProcessMock()
 * const token = await mock.login()
 * await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: token })
 */
export async function createInProcessMock(
  options: MockBackendOptions = {},
): Promise<InProcessMock> {
  const backend = createMockBackend(options)
  await backend.ready()
  const handlers = createMockHandlers(backend)
  const send = async (request: Request) => {
    const response = await getResponse(handlers, request)
    if (!response) throw new Error(`No handler for ${request.method} ${request.url}`)
    return response
  }
  const mock: InProcessMock = {
    backend,
    async call(path, body, headers = {}) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body)
      const response = await send(
        new Request(origin + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: payload,
        }),
      )
      return response.type === 'error'
        ? 'network-error'
        : ((await response.json()) as Record<string, unknown>)
    },
    async control(method, path, body) {
      const init: RequestInit = { method, headers: { 'content-type': 'application/json' } }
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body)
      const response = await send(new Request(`${origin}/__mock${path}`, init))
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    },
    externalId: (domain = 'localhost') => backend.tenantByHost(domain)!.site.external_id,
    async login(domain = 'localhost', account = 'demo', password = 'demo1234') {
      const body: RequestBody<'/api/auth/login'> = {
        domain_name: domain,
        external_id: mock.externalId(domain),
        account_id: account,
        password,
      }
      const result = await mock.call('/api/auth/login', body)
      if (result === 'network-error' || result.statusCode !== 1)
        throw new Error(`login failed: ${JSON.stringify(result)}`)
      return result.token as string
    },
  }
  return mock
}
