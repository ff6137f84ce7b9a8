import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'
import { createSuiteContext } from '../suite-context.ts'
import { securityChecks } from './security.ts'

const who = (externalId: string) => ({
  domain: 'localhost',
  externalId,
  account: 'demo',
  password: 'demo1234',
  token: '',
  newAccount: 'verify-new',
})

describe('the security probes against the mock', { timeout: 60_000 }, () => {
  let mock: MockHttpServer
  beforeAll(async () => {
    mock = await createMockHttpServer({ port: 0 })
  })
  afterAll(() => mock.close())

  it('find every protection, and leave the test account unlocked', async () => {
    const baseUrl = mock.url.replace('localhost', '127.0.0.1')
    const checks = await securityChecks(createSuiteContext(baseUrl, who('T-DEFAULT'), true), 20)
    expect(checks.map((c) => [c.title, c.status])).toEqual(checks.map((c) => [c.title, 'pass']))
    expect(checks.flatMap((c) => c.details)).toEqual(
      expect.arrayContaining([
        'limited after 10 wrong passwords; retry_after 900 s',
        'limited after 5 wrong codes; retry_after 900 s',
        'limited after 6 reset requests; retry_after 3600 s',
      ]),
    )
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({
        domain_name: 'localhost',
        external_id: 'T-DEFAULT',
        account_id: 'demo',
        password: 'demo1234',
      }),
    })
    expect(await login.json()).toMatchObject({ statusCode: 1 })
  })

  it('send no more than the tries they are given', async () => {
    await mock.backend.reset()
    const baseUrl = mock.url.replace('localhost', '127.0.0.1')
    const checks = await securityChecks(createSuiteContext(baseUrl, who('T-DEFAULT'), true), 3)
    const passwords = checks.find((c) => c.title.startsWith('wrong passwords'))!
    expect(passwords).toMatchObject({ status: 'finding' })
    expect(passwords.details[0]).toMatch(/^3 wrong passwords in a row/)
  })
})

// A backend with none of the protections: it tells unknown accounts apart, never limits, and
// hands out short sequential tokens.
describe('the security probes against an unprotected backend', { timeout: 60_000 }, () => {
  let server: Server
  let baseUrl: string
  let sent = 0
  let token = 0
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => {
        sent += 1
        const body = JSON.parse(text) as { account_id?: string; password?: string }
        const known = body.account_id === 'demo'
        const answer =
          req.url === '/api/auth/login' && known && body.password === 'demo1234'
            ? { statusCode: 1, statusMessage: 'OK', token: `t${(token += 1)}` }
            : {
                statusCode: -500,
                statusMessage: 'internalServerError',
                statusDetail: known ? 'Wrong password.' : 'No such account.',
              }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('report each missing protection as a finding, within the given tries', async () => {
    const checks = await securityChecks(createSuiteContext(baseUrl, who('T-X'), false), 5)
    expect(checks.every((c) => c.status === 'finding' && !c.specified)).toBe(true)
    expect(checks.map((c) => c.title)).toEqual([
      'an unknown account id is answered exactly as a wrong password',
      'a code request for an unknown account id is answered as one for a known account',
      'an unknown account id is answered exactly as a wrong one-time code',
      'wrong one-time codes are limited (at most 5 tries)',
      'password resets are limited (at most 5 requests)',
      'session tokens are unguessable: distinct, long, free of the account id',
      'wrong passwords are limited (at most 5 tries)',
    ])
    expect(checks[5]!.details.join(' ')).toMatch(/bits, fewer than the 64/)
    expect(sent).toBeLessThanOrEqual(6 + 1 + 5 + 5 + 2 + 5)
  })
})
