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
