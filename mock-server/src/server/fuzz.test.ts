import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { apiRoutes } from '../handlers.ts'
import { createMockHttpServer, type MockHttpServer } from './create-server.ts'

// The corpus that found TRACE answering 500: every path with wrong methods, then hostile bodies
// on every product call. Nothing may crash (500), change state or be accepted.
let server: MockHttpServer
let port: number
const apiPaths = Object.keys(apiRoutes)
const controlPaths = [
  '/__mock/health',
  '/__mock/reset',
  '/__mock/tenants',
  '/__mock/tenants/localhost',
  '/__mock/tac',
  '/__mock/scenarios',
  '/__mock/players/demo/expire-sessions',
  '/__mock/players/demo/block',
  '/__mock/state',
  '/__mock/clock',
  '/__mock/img/game/PG-001.svg',
  '/__mock/deposits/1/approve',
  '/__mock/deposits/auto-approve',
  '/__mock/withdrawals/1/reject',
  '/__mock/game/PG-001',
]
const wrongMethodCandidates = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'TRACE',
  'QUERY',
  'PROPFIND',
  'PURGE',
  'LOCK',
  'MKCOL',
]

interface Answer {
  status: number
  allow: string | undefined
  body: string
}

function send(
  method: string,
  path: string,
  body?: string | Buffer,
  contentType = 'application/json',
): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const headers =
      body === undefined
        ? {}
        : { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) }
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () =>
        resolveAnswer({ status: res.statusCode ?? 0, allow: res.headers.allow, body: text }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

const state = () => JSON.stringify(server.backend.snapshot())

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
const huge = 'x'.repeat(200_000)
const hostileBodies: [string, string | Buffer][] = [
  ['not JSON', 'not json at all'],
  ['empty', ''],
  ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80, 0x7b])],
  ['truncated JSON', '{"domain_name":"localhost"'],
  ['null', 'null'],
  ['a number', '12345678901234567890'],
  ['a string', '"localhost"'],
  ['an array', '[{"domain_name":"localhost"}]'],
  ['arrays nested 20,000 deep', deep(20_000)],
  ['objects nested 5,000 deep', deepObject(5_000)],
  [
    'prototype keys',
    '{"__proto__":{"polluted":true,"statusCode":1},"constructor":{"prototype":{"polluted":true}}}',
  ],
  [
    'every field a huge string',
    JSON.stringify({
      domain_name: huge,
      external_id: huge,
      account_id: huge,
      auth: huge,
      password: huge,
    }),
  ],
  [
    'every field the wrong type',
    JSON.stringify({
      domain_name: 1,
      external_id: [],
      account_id: {},
      auth: null,
      password: true,
      amount: 'lots',
      stake: -1,
    }),
  ],
  ['an account with a huge string and no token', JSON.stringify({ account_id: huge })],
]

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0 })
  port = Number(new URL(server.url).port)
})
afterAll(() => server.close())

describe('every unsupported method answers 405 with Allow, never 500', () => {
  it('TRACE on a product call answers 405, Allow: POST', async () => {
    expect(await send('TRACE', '/api/auth/get_balance')).toMatchObject({
      status: 405,
      allow: 'POST',
    })
  })

  it(`every one of the ${apiPaths.length} product paths refuses every method but POST`, async () => {
    const before = state()
    for (const path of apiPaths) {
      for (const method of wrongMethodCandidates.filter((m) => m !== 'POST')) {
        const answer = await send(method, path)
        expect({ path, method, status: answer.status, allow: answer.allow }).toEqual({
          path,
          method,
          status: 405,
          allow: 'POST',
        })
      }
    }
    expect(state()).toBe(before)
  })

  it('every control path answers a method it does not take with 405 and its own Allow', async () => {
    const before = state()
    for (const path of controlPaths) {
      const trace = await send('TRACE', path)
      expect(trace.status, `TRACE ${path}`).toBe(405)
      const allow = trace.allow!.split(', ')
      expect(allow.length, path).toBeGreaterThan(0)
      for (const method of wrongMethodCandidates.filter((m) => !allow.includes(m))) {
        const answer = await send(method, path)
        expect({ path, method, status: answer.status, allow: answer.allow }).toEqual({
          path,
          method,
          status: 405,
          allow: trace.allow,
        })
      }
    }
    expect(state()).toBe(before)
  })

  it('CONNECT (a proxy tunnel) gets 405 too, not a dropped connection', async () => {
    expect(
      await new Promise((resolveStatus, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'CONNECT', path: 'localhost:80' })
        req.on('connect', (res, socket) => {
          socket.destroy()
          resolveStatus(res.statusCode)
        })
        req.on('error', reject)
        req.end()
      }),
    ).toBe(405)
  })

  it('the paths of a built site take GET and HEAD only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'playfront-site-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>site</title>')
    const site = await createMockHttpServer({ port: 0, staticDir: dir })
    try {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await fetch(`${site.url}/casino`, { method })
        expect({ method, status: response.status, allow: response.headers.get('allow') }).toEqual({
          method,
          status: 405,
          allow: 'GET, HEAD',
        })
      }
    } finally {
      await site.close()
    }
  })

  it('names the right methods of a control path', async () => {
    expect((await send('TRACE', '/__mock/scenarios')).allow).toBe('DELETE, GET, HEAD, POST')
    expect((await send('PUT', '/__mock/reset')).allow).toBe('POST')
  })
})

describe('hostile bodies on every product call', () => {
  it(`crash nothing, change nothing and are never accepted (${hostileBodies.length} bodies × ${apiPaths.length} paths)`, async () => {
    const before = state()
    for (const path of apiPaths) {
      for (const [name, body] of hostileBodies) {
        const answer = await send('POST', path, body)
        expect(answer.status, `${name} on ${path}`).toBeLessThan(500)
        const json = JSON.parse(answer.body) as { statusCode?: number }
        expect(json.statusCode, `${name} on ${path}: ${answer.body.slice(0, 200)}`).not.toBe(1)
      }
    }
    expect(state()).toBe(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('answer a non-JSON content type on a product call like any other bad body, never 500', async () => {
    const answer = await send(
      'POST',
      '/api/auth/login',
      'account_id=demo&password=demo1234',
      'application/x-www-form-urlencoded',
    )
    expect(answer.status).toBeLessThan(500)
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: -500 })
  })
})

// Out-of-range and hostile values on every control route that writes, each followed by the
// reads a developer or the site would make next: none may answer 5xx.
const farDate = '+275760-09-13T00:00:00.000Z'
const controlWrites: [method: string, path: string, body: unknown][] = [
  ['POST', '/__mock/clock', { advance_ms: 8_640_000_000_000_001 }],
  ['POST', '/__mock/clock', { advance_ms: -8_640_000_000_000_001 }],
  ['POST', '/__mock/clock', { advance_ms: 1e17 }],
  ['POST', '/__mock/clock', { advance_ms: Number.MAX_SAFE_INTEGER }],
  ['POST', '/__mock/clock', { advance_ms: 1.5 }],
  ['POST', '/__mock/clock', { now: farDate }],
  ['POST', '/__mock/clock', { now: '-271821-04-20T00:00:00.000Z' }],
  ['POST', '/__mock/clock', { now: '0000-01-01T00:00:00Z' }],
  ['POST', '/__mock/clock', { now: '9999-12-31T23:59:59.999Z' }],
  ['POST', '/__mock/clock', { now: 'tomorrow' }],
  ['PUT', '/__mock/state', 'snapshot with clock_offset_ms 1e17'],
  ['PUT', '/__mock/state', 'snapshot with clock_offset_ms -1e17'],
  ['PUT', '/__mock/state', 'snapshot with clock_offset_ms 1e308'],
  ['PUT', '/__mock/state', 'snapshot with a session expiring in year 300000'],
  ['POST', '/__mock/scenarios', { name: 'maintenance', start_date: farDate, end_date: farDate }],
  ['POST', '/__mock/scenarios', { name: 'latency', ms: 1e17 }],
  ['POST', '/__mock/scenarios', { name: 'fault', kind: 'dribble', chunk_ms: 1e17 }],
  ['POST', '/__mock/scenarios', { name: 'fault', kind: 'random', probability: 1e308 }],
  [
    'PATCH',
    '/__mock/tenants/localhost',
    { maintenance: { start_date: farDate, end_date: farDate } },
  ],
  ['PATCH', '/__mock/tenants/localhost', { maintenance: { end_date: 'never' } }],
  ['PATCH', '/__mock/tenants/localhost', { site: { currency: 1e308 } }],
  ['POST', '/__mock/deposits/auto-approve', { after_ms: 1e308 }],
  ['POST', '/__mock/deposits/auto-approve', { after_ms: Number.MAX_SAFE_INTEGER }],
  ['POST', '/__mock/players/demo/kyc-reject?domain_name=localhost', { reason: huge }],
  ['POST', '/__mock/deposits/1e308/approve', {}],
  ['POST', '/__mock/withdrawals/-1/reject', {}],
]
const readsAfter: [method: string, path: string, body?: string][] = [
  ['GET', '/__mock/clock'],
  ['GET', '/__mock/state'],
  ['GET', '/__mock/tenants'],
  ['GET', '/__mock/scenarios'],
  ['GET', '/__mock/requests.har'],
  ['POST', '/api/startup', JSON.stringify({ domain_name: 'localhost' })],
  [
    'POST',
    '/api/auth/login',
    JSON.stringify({
      domain_name: 'localhost',
      external_id: 'T-DEFAULT',
      account_id: 'demo',
      password: 'demo1234',
    }),
  ],
]

function controlBody(body: unknown): string {
  if (typeof body !== 'string') return JSON.stringify(body)
  const snapshot = server.backend.snapshot()
  if (body.includes('year 300000')) {
    const session = { ...snapshot.players[0]!, token: 't-far', created_at: 0, expires_at: 9e15 }
    return JSON.stringify({
      ...snapshot,
      sessions: [
        {
          token: 't-far',
          domain_name: session.domain_name,
          account_id: session.account_id,
          created_at: 0,
          expires_at: 9e15,
        },
      ],
    })
  }
  return JSON.stringify({ ...snapshot, clock_offset_ms: Number(body.split(' ').at(-1)) })
}

describe('hostile and out-of-range input on the control API', { timeout: 90_000 }, () => {
  it('exports a journal of hostile product calls as HAR, never 5xx', async () => {
    // The journal keeps each body as it came: up to a megabyte each here.
    for (const [, body] of hostileBodies) await send('POST', '/api/auth/get_balance', body)
    const har = await send('GET', '/__mock/requests.har')
    expect(har.status).toBe(200)
    expect(har.body.length).toBeGreaterThan(500_000)
  })

  it(`never answers 5xx, nor makes a later read answer 5xx (${controlWrites.length} writes × ${readsAfter.length} reads)`, async () => {
    // Each round reads the journal's HAR: the hostile calls are read once, in the test before.
    await send('DELETE', '/__mock/requests')
    for (const [method, path, body] of controlWrites) {
      await send('POST', '/__mock/reset', '{}')
      const answer = await send(method, path, controlBody(body))
      expect(
        answer.status,
        `${method} ${path} ${JSON.stringify(body).slice(0, 80)}: ${answer.body.slice(0, 200)}`,
      ).toBeLessThan(500)
      for (const [readMethod, readPath, readBody] of readsAfter) {
        const read = await send(readMethod, readPath, readBody)
        expect(
          read.status,
          `${readMethod} ${readPath} after ${method} ${path} ${JSON.stringify(body).slice(0, 80)}: ${read.body.slice(0, 200)}`,
        ).toBeLessThan(500)
      }
    }
  })

  it('names the field of an out-of-range clock, and leaves the clock where it was', async () => {
    await send('POST', '/__mock/reset', '{}')
    const advance = await send(
      'POST',
      '/__mock/clock',
      JSON.stringify({ advance_ms: 8_640_000_000_000_001 }),
    )
    expect(advance.status).toBe(400)
    expect(JSON.parse(advance.body).error).toMatch(/^advance_ms: /)
    const set = await send('POST', '/__mock/clock', JSON.stringify({ now: farDate }))
    expect(set.status).toBe(400)
    expect(JSON.parse(set.body).error).toMatch(/^now: /)
    const load = await send('PUT', '/__mock/state', controlBody('clock_offset_ms 1e17'))
    expect(load.status).toBe(400)
    expect(JSON.parse(load.body).error).toMatch(/clock_offset_ms/)
    expect(JSON.parse((await send('GET', '/__mock/clock')).body).offset_ms).toBe(0)
  })

  it.each(hostileBodies)(
    'refuses %s on every control route that writes, never with 5xx',
    async (name, body) => {
      for (const [method, path] of controlWrites) {
        const answer = await send(method, path, body)
        expect(
          answer.status,
          `${name} on ${method} ${path}: ${answer.body.slice(0, 120)}`,
        ).toBeLessThan(500)
      }
    },
  )
})
