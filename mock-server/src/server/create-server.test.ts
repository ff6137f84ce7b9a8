import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createMockHttpServer, type MockHttpServer } from './create-server.ts'

let server: MockHttpServer
const post = async (path: string, body: unknown) =>
  (
    await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()
const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.url}/__mock${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0 })
})
afterAll(() => server.close())

describe('a developer with only curl and the standalone server', () => {
  it('signs up, verifies a tac, logs in, reads the balance, updates the profile, claims once and sees the session expire', async () => {
    const tenant = { domain_name: 'slot2.localhost', external_id: 'T-SLOT2' }
    expect(
      await post('/api/auth/tac/request_new_register', { ...tenant, account_id: 'maria' }),
    ).toMatchObject({ statusCode: 1 })
    const { json: tac } = await control('GET', '/tac?domain_name=slot2.localhost&account_id=maria')
    expect(tac.tac).toMatch(/^\d{6}$/)
    expect(
      await post('/api/auth/tac/verify', { ...tenant, account_id: 'maria', tac: tac.tac }),
    ).toMatchObject({ statusCode: 1 })
    expect(
      await post('/api/auth/signup', {
        ...tenant,
        account_id: 'maria',
        password: 'secret123',
        contact_phone: '09171234567',
      }),
    ).toMatchObject({ statusCode: 1 })
    expect(
      await post('/api/auth/signup', {
        ...tenant,
        account_id: 'maria',
        password: 'other',
        contact_phone: '09171234567',
      }),
    ).toMatchObject({ statusCode: -500 })

    const login = await post('/api/auth/login', {
      ...tenant,
      account_id: 'maria',
      password: 'secret123',
    })
    expect(login).toMatchObject({ statusCode: 1, user: { account_id: 'maria' } })
    const auth = login.token as string
    expect(await post('/api/auth/get_balance', { account_id: 'maria', auth })).toEqual({
      statusCode: 1,
      statusMessage: 'OK',
      game_balance: 0,
      game_token: 0,
    })

    await post('/api/settings/profile_update', {
      account_id: 'maria',
      auth,
      full_name: 'Maria Santos',
      contact_email: 'maria@example.org',
    })
    expect(
      await post('/api/auth/login', { ...tenant, account_id: 'maria', password: 'secret123' }),
    ).toMatchObject({ fullname: 'Maria Santos', email: 'maria@example.org' })

    const demo = await post('/api/auth/login', {
      ...tenant,
      account_id: 'demo',
      password: 'demo1234',
    })
    const player = { account_id: 'demo', auth: demo.token }
    const wallet = async () => {
      const { game_balance, game_token } = await post('/api/auth/get_balance', player)
      return (game_balance as number) + (game_token as number)
    }
    const before = await wallet()
    const inbox = (await post('/api/settings/get_inbox', player)).value as {
      inbox_id: number
      reward_amount?: number
      is_claimed: boolean
    }[]
    const reward = inbox.find((item) => !item.is_claimed && item.reward_amount && item.inbox_id)!
    expect(
      await post('/api/settings/claim_inbox', { ...player, inbox_id: reward.inbox_id }),
    ).toMatchObject({ statusCode: 1 })
    expect(
      await post('/api/settings/claim_inbox', { ...player, inbox_id: reward.inbox_id }),
    ).toMatchObject({ statusCode: -500, statusDetail: expect.stringContaining('already claimed') })
    expect(await wallet()).toBeCloseTo(before + reward.reward_amount!, 2)

    expect(
      (await control('POST', '/players/demo/expire-sessions?domain_name=slot2.localhost')).json,
    ).toMatchObject({ ok: true })
    expect(await post('/api/auth/get_balance', player)).toMatchObject({
      statusCode: 0,
      statusMessage: 'sessionExpired',
    })
  })
})

describe('the standalone server answers bad input with clear JSON, never a crash', () => {
  it.each([
    ['a wrong method', 'GET', '/api/startup', undefined, 405],
    ['an unknown API path', 'POST', '/api/nope', '{}', 404],
    ['an unknown control path', 'GET', '/__mock/nope', undefined, 404],
    ['an unknown path without a site', 'GET', '/somewhere', undefined, 404],
    ['a body over 1 MB', 'POST', '/api/startup', 'x'.repeat(1024 * 1024 + 1), 413],
    ['bad control JSON', 'POST', '/__mock/clock', '{oops', 400],
  ])('%s', async (_case, method, path, body, status) => {
    const response = await fetch(server.url + path, {
      method,
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ ok: false, error: expect.any(String) })
    expect((await control('GET', '/health')).json).toEqual({ ok: true })
  })

  it('answers bad JSON on a product call with the failure envelope', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, { method: 'POST', body: '{oops' })
    expect(await response.json()).toMatchObject({
      statusCode: -500,
      statusMessage: 'internalServerError',
    })
  })

  it('drops the connection for a forced disconnect', async () => {
    await expect(
      fetch(`${server.url}/api/auth/get_balance`, {
        method: 'POST',
        body: '{}',
        headers: { 'x-mock-scenario': 'fail=disconnect' },
      }),
    ).rejects.toThrow()
  })

  it.each([
    ['http://casino3.localhost:5173', true],
    ['http://127.0.0.1:8080', true],
    ['https://evil.example', false],
  ])('CORS for origin %s: %s', async (origin, allowed) => {
    const response = await fetch(`${server.url}/api/startup`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null)
  })

  it('serves the SVG images', async () => {
    const response = await fetch(`${server.url}/__mock/img/logo/casino3.localhost/1.svg`)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toContain('Jade Dragon')
  })
})

describe('state files and a built site', () => {
  it('saves the state on close and loads it at the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'playfront-mock-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    const stateFile = join(dir, 'state.json')
    const first = await createMockHttpServer({ port: 0, stateFile })
    await fetch(`${first.url}/__mock/tenants/casino3.localhost`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ theme_color: 'lotus' }),
    })
    await first.close()
    expect(
      JSON.parse(await readFile(stateFile, 'utf8')).tenants.find(
        (t: { domain_name: string }) => t.domain_name === 'casino3.localhost',
      ).site.theme_color,
    ).toBe('lotus')
    const second = await createMockHttpServer({ port: 0, stateFile })
    const startup = await (
      await fetch(`${second.url}/api/startup`, {
        method: 'POST',
        body: JSON.stringify({ domain_name: 'casino3.localhost' }),
      })
    ).json()
    expect(startup.site.theme_color).toBe('lotus')
    await second.close()
  })

  it('serves static files with cache headers and falls back to index.html', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'playfront-site-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>')
    await writeFile(join(dir, 'assets', 'index-BdX3k9aZ.js'), 'console.log(1)')
    const site = await createMockHttpServer({ port: 0, staticDir: dir })
    const asset = await fetch(`${site.url}/assets/index-BdX3k9aZ.js`)
    expect(asset.headers.get('content-type')).toContain('text/javascript')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const deep = await fetch(`${site.url}/casino/lobby`)
    expect(await deep.text()).toContain('<title>app</title>')
    expect((await fetch(`${site.url}/missing.png`)).status).toBe(404)
    expect(
      (
        await fetch(`${site.url}/api/startup`, {
          method: 'POST',
          body: JSON.stringify({ domain_name: 'localhost' }),
        })
      ).status,
    ).toBe(200)
    expect((await fetch(`${site.url}/../../etc/passwd`)).status).not.toBe(500)
    await site.close()
  })

  it('serves a rebuilt site within a second of the build', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'playfront-site-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>first build</title>')
    const site = await createMockHttpServer({ port: 0, staticDir: dir })
    try {
      expect(await (await fetch(`${site.url}/`)).text()).toContain('first build')
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>second build</title>')
      await writeFile(join(dir, 'added-Zx9Yw8Vu.js'), 'console.log(2)')
      // A file the site did not have before is found at once.
      expect((await fetch(`${site.url}/added-Zx9Yw8Vu.js`)).status).toBe(200)
      await vi.waitFor(
        async () => expect(await (await fetch(`${site.url}/`)).text()).toContain('second build'),
        { timeout: 5_000, interval: 200 },
      )
    } finally {
      await site.close()
    }
  })
})
