import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockHttpServer, type MockHttpServer } from './create-server.ts'

// A "real backend" (a second mock) behind a proxy mock, both in-process on free ports.
let backend: MockHttpServer
let proxy: MockHttpServer
const logged: string[] = []

const post = async (
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  }
}
const json = async (base: string, path: string, body: unknown) =>
  JSON.parse((await post(base, path, body)).text) as Record<string, unknown>
const violations = async () =>
  (await (await fetch(`${proxy.url}/__mock/violations`)).json()) as {
    count: number
    violations: { source: string; path: string; problems: string[] }[]
  }
const scenario = (body: object) =>
  fetch(`${backend.url}/__mock/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  backend = await createMockHttpServer({ port: 0 })
  proxy = await createMockHttpServer({
    port: 0,
    proxy: {
      target: backend.url,
      mockOnly: ['/api/promotion/list'],
      log: (line) => logged.push(line),
    },
  })
})
afterAll(async () => {
  await proxy.close()
  await backend.close()
})
beforeEach(async () => {
  await backend.backend.reset()
  await fetch(`${backend.url}/__mock/scenarios`, { method: 'DELETE' })
  await fetch(`${proxy.url}/__mock/violations`, { method: 'DELETE' })
  logged.length = 0
})

describe('pnpm mock --proxy URL', () => {
  it('forwards a login and balance story to the backend with zero violations', async () => {
    const login = await json(proxy.url, '/api/auth/login', {
      domain_name: 'localhost',
      external_id: 'T-DEFAULT',
      account_id: 'demo',
      password: 'demo1234',
    })
    expect(login.statusCode).toBe(1)
    // The token is the backend's: the proxy's own mock never saw this session.
    expect(backend.backend.tables.sessions.get(login.token as string)).toBeDefined()
    expect(proxy.backend.tables.sessions.get(login.token as string)).toBeUndefined()
    const balance = await json(proxy.url, '/api/auth/get_balance', {
      account_id: 'demo',
      auth: login.token,
    })
    expect(balance).toMatchObject({ statusCode: 1, game_balance: expect.any(Number) })
    expect(await violations()).toEqual({ count: 0, violations: [] })
    const journal = (await (await fetch(`${proxy.url}/__mock/requests`)).json()) as {
      requests: { path: string; via: string; request: { auth?: string } }[]
    }
    expect(journal.requests.at(-1)).toMatchObject({
      path: '/api/auth/get_balance',
      via: 'proxy',
      request: { auth: '(hidden)' },
    })
  })

  it('passes a drifting answer through unchanged, counts it, lists it and logs a line naming the field', async () => {
    await scenario({ name: 'drift', path: '/api/startup', mode: 'rename', field: 'maintenance' })
    const answer = await json(proxy.url, '/api/startup', { domain_name: 'localhost' })
    expect(answer).not.toHaveProperty('maintenance')
    const seen = await violations()
    expect(seen.count).toBe(1)
    expect(seen.violations[0]).toMatchObject({
      source: 'backend-answer',
      path: '/api/startup',
      problems: expect.arrayContaining([
        expect.stringContaining("required property 'maintenance'"),
      ]),
    })
    expect(logged).toEqual([
      expect.stringMatching(/^contract violation #1: answer of \/api\/startup: .*maintenance/),
    ])
  })

  it('reports an HTML error page from the backend and still hands it to the client', async () => {
    await scenario({ name: 'drift', path: '/api/seo', mode: 'html-500' })
    const answer = await post(proxy.url, '/api/seo', {
      domain_name: 'localhost',
      external_id: 'T-DEFAULT',
      page_name: 'home',
    })
    expect(answer).toMatchObject({ status: 500, type: expect.stringContaining('text/html') })
    expect((await violations()).violations[0]?.problems).toEqual([
      'HTTP 500 instead of 200 (text/html)',
      expect.stringMatching(/^body is not JSON: <!DOCTYPE html>/),
    ])
  })

  it('reports a request that breaks the contract, naming the field', async () => {
    await post(proxy.url, '/api/auth/get_balance', { account_id: 'demo', auth: 'x', extra: 1 })
    expect((await violations()).violations).toEqual([
      expect.objectContaining({
        source: 'client-request',
        problems: ['extra: is not a field of this call'],
      }),
    ])
  })

  it('keeps --mock-only calls on the mock', async () => {
    await scenario({ name: 'drift', path: '/api/promotion/list', mode: 'html-500' })
    const answer = await json(proxy.url, '/api/promotion/list', {
      domain_name: 'localhost',
      external_id: 'T-DEFAULT',
    })
    expect(answer.statusCode).toBe(1)
    expect((await violations()).count).toBe(0)
  })

  it('drops the connection when the backend cannot be reached, and says so', async () => {
    const closed = await createMockHttpServer({ port: 0 })
    await closed.close()
    const orphan = await createMockHttpServer({
      port: 0,
      proxy: { target: closed.url, log: (line) => logged.push(line) },
    })
    await expect(
      fetch(`${orphan.url}/api/startup`, { method: 'POST', body: '{"domain_name":"localhost"}' }),
    ).rejects.toThrow()
    const seen = (await (await fetch(`${orphan.url}/__mock/violations`)).json()) as {
      violations: { problems: string[] }[]
    }
    expect(seen.violations[0]?.problems[0]).toMatch(
      /^no answer \(ECONNREFUSED|^no answer \(connect/,
    )
    await orphan.close()
  })

  it('says how to keep a call the backend lacks on the mock', async () => {
    const bare = createServer(
      (_req, res) => void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found'),
    )
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
    const lines: string[] = []
    const half = await createMockHttpServer({
      port: 0,
      proxy: {
        target: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
        log: (line) => lines.push(line),
      },
    })
    const answer = await post(half.url, '/api/promotion/list', {
      domain_name: 'localhost',
      external_id: 'T-DEFAULT',
    })
    expect(answer.status).toBe(404)
    expect(lines).toEqual([
      'contract violation #1: answer of /api/promotion/list: HTTP 404: the backend has no such call (keep it on the mock: --mock-only /api/promotion/list)',
    ])
    await half.close()
    await new Promise((resolve) => bare.close(resolve))
  })
})

describe('pnpm mock --proxy URL --proxy-control', () => {
  it('relays a control call without a body as one without a body, which the JSON-only control API takes', async () => {
    const relaying = await createMockHttpServer({
      port: 0,
      proxy: { target: backend.url, relayControl: true },
    })
    try {
      const reset = await fetch(`${relaying.url}/__mock/reset`, { method: 'POST' })
      expect(reset.status).toBe(200)
    } finally {
      await relaying.close()
    }
  })
})
