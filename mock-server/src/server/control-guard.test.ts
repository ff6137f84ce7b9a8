import { request } from 'node:http'
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { controlRefusal } from './control-guard.ts'
import { createMockHttpServer, type MockHttpServer } from './create-server.ts'

let server: MockHttpServer
let port: number

interface Answer {
  status: number
  body: string
}

// node:http, because fetch may not set Host, Origin or Sec-Fetch-Site as a browser or an attacker would.
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const offset = async () =>
  JSON.parse((await send('GET', '/__mock/clock', {})).body).offset_ms as number
const moveClock = '{"advance_ms":86400000}'

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0, allowedHosts: ['qa.example.org'] })
  port = Number(new URL(server.url).port)
})
afterAll(() => server.close())

describe('a web page the developer visits cannot change the mock', () => {
  it('refuses a cross-site text/plain POST (a simple request, no preflight) and the clock stays', async () => {
    const before = await offset()
    const answer = await send(
      'POST',
      '/__mock/clock',
      {
        origin: 'https://attacker.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
      },
      moveClock,
    )
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('Cross-site request refused')
    expect(await offset()).toBe(before)
  })

  it('refuses a cross-site JSON POST to reset, even though it would need a preflight', async () => {
    await send('POST', '/__mock/clock', { 'content-type': 'application/json' }, moveClock)
    const before = await offset()
    const answer = await send(
      'POST',
      '/__mock/reset',
      { origin: 'https://attacker.example', 'content-type': 'application/json' },
      '{}',
    )
    expect(answer.status).toBe(403)
    expect(await offset()).toBe(before)
  })

  it('refuses a request a browser marks cross-site even without an Origin, and an opaque "null" origin', async () => {
    expect((await send('POST', '/__mock/reset', { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    )
    expect((await send('POST', '/__mock/reset', { origin: 'null' })).status).toBe(403)
  })

  it('refuses a control body that is not JSON with 415 naming the header to send', async () => {
    const before = await offset()
    const form = await send(
      'POST',
      '/__mock/clock',
      { 'content-type': 'application/x-www-form-urlencoded' },
      moveClock,
    )
    expect(form).toMatchObject({
      status: 415,
      body: expect.stringContaining('content-type: application/json'),
    })
    const untyped = await send('POST', '/__mock/clock', {}, moveClock)
    expect(untyped.status).toBe(415)
    expect(await offset()).toBe(before)
  })

  it('lets curl and Node (no Origin, no Sec-Fetch-Site) and local pages through', async () => {
    expect((await send('POST', '/__mock/reset', {})).status).toBe(200)
    expect(
      (
        await send(
          'POST',
          '/__mock/clock',
          { 'content-type': 'application/json; charset=utf-8' },
          moveClock,
        )
      ).status,
    ).toBe(200)
    const local = await send(
      'POST',
      '/__mock/clock',
      {
        origin: 'http://casino3.localhost:5173',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
      moveClock,
    )
    expect(local.status).toBe(200)
    expect(
      (
        await send('POST', '/__mock/reset', {
          origin: 'http://localhost:8116',
          'sec-fetch-site': 'same-origin',
        })
      ).status,
    ).toBe(200)
  })
})

describe('DNS rebinding: a foreign Host is refused', () => {
  it('does not hand the state (tokens, password hashes) to Host: attacker.example, and names the flag', async () => {
    const answer = await send('GET', '/__mock/state', { host: 'attacker.example' })
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('--allowed-hosts attacker.example')
    expect(answer.body).not.toContain('password')
  })

  it('refuses product calls and changes nothing under a foreign Host', async () => {
    const before = await offset()
    expect(
      (
        await send(
          'POST',
          '/__mock/clock',
          { host: 'attacker.example:80', 'content-type': 'application/json' },
          moveClock,
        )
      ).status,
    ).toBe(403)
    const login = await send(
      'POST',
      '/api/auth/login',
      { host: 'attacker.example', 'content-type': 'application/json' },
      '{"domain_name":"localhost","external_id":"T-DEFAULT","account_id":"demo","password":"demo1234"}',
    )
    expect(login.status).toBe(403)
    expect(await offset()).toBe(before)
  })

  it('answers loopback, *.localhost, IP addresses and the allowed hosts', async () => {
    for (const host of [
      'localhost',
      'casino3.localhost:8080',
      '127.0.0.1',
      '10.0.0.7:4010',
      'qa.example.org',
    ]) {
      expect((await send('GET', '/__mock/health', { host })).status, host).toBe(200)
    }
  })
})

// An address of this machine other than loopback, to call a server bound to 0.0.0.0 as another machine would.
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address

describe('the control token, needed from another machine', () => {
  it.skipIf(!lanAddress)(
    'a server on 0.0.0.0 refuses control calls over the network without the token, and answers them with it',
    async () => {
      const open = await createMockHttpServer({
        port: 0,
        host: '0.0.0.0',
        controlToken: 'lan-token',
      })
      const call = (headers: Record<string, string>) =>
        new Promise<number>((resolveStatus, reject) => {
          const req = request(
            {
              host: lanAddress,
              port: Number(new URL(open.url).port),
              method: 'POST',
              path: '/__mock/reset',
              headers,
            },
            (res) => {
              res.resume()
              resolveStatus(res.statusCode ?? 0)
            },
          )
          req.on('error', reject)
          req.end()
        })
      try {
        expect(await call({})).toBe(401)
        expect(await call({ 'x-mock-control-token': 'lan-token' })).toBe(200)
      } finally {
        await open.close()
      }
    },
  )

  const fake = (remoteAddress: string, headers: Record<string, string>) => ({
    method: 'POST',
    headers: new Headers(headers),
    remoteAddress,
  })
  const options = { allowedHosts: [], controlToken: 's3cret-token' }

  it.each([
    ['another machine without the token', '192.168.1.30', {}, 401],
    [
      'another machine with a wrong token',
      '192.168.1.30',
      { 'x-mock-control-token': 'guess' },
      401,
    ],
    [
      'another machine with the token',
      '192.168.1.30',
      { 'x-mock-control-token': 's3cret-token' },
      undefined,
    ],
    ['this machine over IPv4', '127.0.0.1', {}, undefined],
    ['this machine over IPv6', '::1', {}, undefined],
    ['this machine, IPv4 mapped into IPv6', '::ffff:127.0.0.1', {}, undefined],
  ] as const)('%s', (_name, address, headers, status) => {
    expect(controlRefusal(fake(address, headers), '/__mock/reset', options)?.status).toBe(status)
  })

  it('--allowed-hosts all lifts the Host check but still refuses a foreign page', () => {
    const page = {
      method: 'POST',
      headers: new Headers({ host: 'anything.example', origin: 'https://attacker.example' }),
      remoteAddress: '127.0.0.1',
    }
    expect(controlRefusal(page, '/__mock/reset', { allowedHosts: true })?.status).toBe(403)
  })

  it('is not asked for product calls', () => {
    expect(controlRefusal(fake('192.168.1.30', {}), '/api/auth/login', options)).toBeUndefined()
  })
})
