import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'
import { runVerify } from './run-verify.ts'
import type { Check } from './result.ts'

// The suite proves itself: against the mock it passes; against the mock with a drift scenario
// it fails and names the drift. The mock runs in-process on a free port.
let mock: MockHttpServer
const options = () => ({
  baseUrl: mock.url.replace('localhost', '127.0.0.1'),
  domain: 'localhost',
  account: 'demo',
  password: 'demo1234',
})

beforeAll(async () => {
  mock = await createMockHttpServer({ port: 0 })
})
afterAll(() => mock.close())
beforeEach(() => mock.backend.reset())

const failed = (checks: Check[], call: string) =>
  checks.filter((c) => c.call === call && c.status === 'fail')
const detailsOf = (checks: Check[]) => checks.flatMap((c) => c.details).join('\n')

async function drift(body: object) {
  const response = await fetch(`${mock.url}/__mock/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'drift', ...body }),
  })
  expect(response.status).toBe(201)
}

describe('pnpm verify against the mock', { timeout: 60_000 }, () => {
  it('passes every check, control-API steps included', async () => {
    const result = await runVerify(options())
    expect(result.targetIsMock).toBe(true)
    expect(result.checks.filter((c) => c.status !== 'pass')).toEqual([])
    expect(result.ok).toBe(true)
    expect(result.checks.length).toBeGreaterThan(100)
  })

  it.each([
    [
      'renames a field',
      { path: '/api/auth/get_balance', mode: 'rename' },
      '/api/auth/get_balance',
      [
        /game_balance: must have required property 'game_balance' \(the answer has "gameBalance": renamed\?\)/,
      ],
    ],
    [
      'drops a required field',
      { path: '/api/auth/vip', mode: 'drop' },
      '/api/auth/vip',
      [/: must have required property/],
    ],
    [
      'changes a type',
      { path: '/api/auth/get_balance', mode: 'type', field: 'game_token' },
      '/api/auth/get_balance',
      [/game_token: must be number/],
    ],
    [
      'answers 500 with HTML',
      { path: '/api/seo', mode: 'html-500' },
      '/api/seo',
      [/HTTP 500 instead of 200 \(text\/html\)/, /body is not JSON: <!DOCTYPE html>/],
    ],
  ])('fails when the backend %s, naming the drift', async (_name, scenario, call, named) => {
    await drift(scenario)
    const result = await runVerify(options())
    expect(result.ok).toBe(false)
    const failures = failed(result.checks, call)
    expect(failures.length).toBeGreaterThan(0)
    for (const pattern of named) expect(detailsOf(failures)).toMatch(pattern)
    expect(result.checks.filter((c) => c.status === 'fail' && c.call !== call)).toEqual([])
  })

  it('reports a drifting provisional call as drifting, not failed, and still passes', async () => {
    await drift({ path: '/api/bank/accounts', mode: 'rename' })
    const result = await runVerify(options())
    expect(result.ok).toBe(true)
    expect(
      result.checks.find((c) => c.group === 'calls' && c.call === '/api/bank/accounts'),
    ).toMatchObject({
      status: 'drift',
      details: expect.arrayContaining([expect.stringMatching(/is not a field|required property/)]),
    })
  })

  it('against a backend without the control API, skips the control-only steps with the reason and still passes', async () => {
    const backend = await backendWithoutControl(mock.url)
    const result = await runVerify({ ...options(), baseUrl: backend.url })
    await backend.close()
    expect(result.targetIsMock).toBe(false)
    expect(result.ok).toBe(true)
    const skipped = result.checks.filter((c) => c.status === 'skip')
    expect(skipped.map((c) => c.title)).toEqual(
      expect.arrayContaining([
        'an expired token answers sessionExpired',
        "a blocked player's token answers BLOCK",
        "a closed player's token answers CLOSE",
        'the token is bound to its tenant',
        'answers valid bodies',
      ]),
    )
    expect(skipped.find((c) => c.title.startsWith('an expired token'))?.details[0]).toContain(
      "needs the mock's control API",
    )
    expect(result.checks.filter((c) => c.status === 'fail')).toEqual([])
  })
})

// A stand-in for a real backend: the contract's calls only, /__mock answers 404.
async function backendWithoutControl(
  target: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/api/')) return void res.writeHead(404).end('Not Found')
    const upstream = request(
      target + req.url,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
