import { readFileSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ControlApiError, createControlClient } from './control-client.ts'
import { createMockHttpServer, type MockHttpServer } from './server/create-server.ts'

type Sent = { url: string; method: string; headers: Record<string, string>; body?: string }

/** A fetch that records what the client sends and answers what the test says. */
function observedFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    })
    return answer()
  }
  return { sent, fetch }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the control client, as a caller sees it on the wire', () => {
  it('imports nothing at run time, so that the dev panel in a browser loads it as Node does', () => {
    const source = readFileSync(new URL('./control-client.ts', import.meta.url), 'utf8')
    expect(source.match(/^import (?!type )[^\n]*/gm) ?? []).toEqual([])
  })

  it.each([
    [
      'a scenario',
      (c: ReturnType<typeof createControlClient>) =>
        c.addScenario({ name: 'fail', path: '/api/auth/get_balance', mode: '-503' }),
      {
        method: 'POST',
        url: 'http://mock.test:4010/__mock/scenarios',
        body: '{"name":"fail","path":"/api/auth/get_balance","mode":"-503"}',
      },
    ],
    [
      'a tenant patch',
      (c: ReturnType<typeof createControlClient>) =>
        c.patchTenant('slot2.localhost', { maintenance: { is_maintenance: true } }),
      {
        method: 'PATCH',
        url: 'http://mock.test:4010/__mock/tenants/slot2.localhost',
        body: '{"maintenance":{"is_maintenance":true}}',
      },
    ],
    [
      'a tac, its query escaped',
      (c: ReturnType<typeof createControlClient>) => c.tac('localhost', 'ana&bob'),
      {
        method: 'GET',
        url: 'http://mock.test:4010/__mock/tac?domain_name=localhost&account_id=ana%26bob',
      },
    ],
    [
      'a player action',
      (c: ReturnType<typeof createControlClient>) =>
        c.playerAction('casino3.localhost', 'demo', 'expire-sessions'),
      {
        method: 'POST',
        url: 'http://mock.test:4010/__mock/players/demo/expire-sessions?domain_name=casino3.localhost',
      },
    ],
    [
      'a jackpot win',
      (c: ReturnType<typeof createControlClient>) => c.winJackpot('slot2.localhost', 3),
      {
        method: 'POST',
        url: 'http://mock.test:4010/__mock/jackpots/3/win?domain_name=slot2.localhost',
      },
    ],
    [
      'a deposit decision',
      (c: ReturnType<typeof createControlClient>) => c.decideDeposit(7, 'reject'),
      { method: 'POST', url: 'http://mock.test:4010/__mock/deposits/7/reject' },
    ],
    [
      'the clock',
      (c: ReturnType<typeof createControlClient>) => c.setClock({ advance_ms: 60_000 }),
      {
        method: 'POST',
        url: 'http://mock.test:4010/__mock/clock',
        body: '{"advance_ms":60000}',
      },
    ],
  ])('sends %s to its route, as JSON', async (_, act, want) => {
    const { sent, fetch } = observedFetch(() => json({ ok: true }))
    await act(createControlClient({ baseUrl: 'http://mock.test:4010/', fetch }))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject(want)
    expect(sent[0]?.body).toBe('body' in want ? want.body : undefined)
    expect(sent[0]?.headers['content-type']).toBe('application/json')
  })

  it('stays on the page origin without a baseUrl, and sends the token and extra headers', async () => {
    const { sent, fetch } = observedFetch(() => json({ ok: true }))
    await createControlClient({ fetch, token: 's3cret', headers: { 'x-trace': '1' } }).reset()
    expect(sent[0]?.url).toBe('/__mock/reset')
    expect(sent[0]?.headers).toMatchObject({ 'x-mock-control-token': 's3cret', 'x-trace': '1' })
  })

  it('sends no token header when none is given', async () => {
    const { sent, fetch } = observedFetch(() => json({ ok: true }))
    await createControlClient({ fetch }).health()
    expect(Object.keys(sent[0]?.headers ?? {})).not.toContain('x-mock-control-token')
  })

  it.each([
    [
      'the mock refuses',
      () => json({ ok: false, error: 'fail: mode is required' }, 400),
      { status: 400, reason: 'fail: mode is required' },
      'POST /__mock/scenarios answered 400: fail: mode is required',
    ],
    [
      'something else answers with HTML',
      () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
      { status: 502, reason: '<h1>Bad gateway</h1>' },
      'POST /__mock/scenarios answered 502: <h1>Bad gateway</h1>',
    ],
    [
      'a 200 is not JSON',
      () => new Response('<!doctype html>', { status: 200 }),
      { status: 200, reason: 'not JSON: <!doctype html>' },
      'POST /__mock/scenarios answered 200: not JSON: <!doctype html>',
    ],
    [
      'no answer comes',
      () => Promise.reject(new TypeError('fetch failed')),
      { status: 0, reason: 'TypeError: fetch failed' },
      'POST /__mock/scenarios failed: TypeError: fetch failed',
    ],
  ])('throws an error naming the route and status when %s', async (_, answer, fields, message) => {
    const { fetch } = observedFetch(answer)
    const call = createControlClient({ fetch }).addScenario({ name: 'latency', ms: 10 })
    await expect(call).rejects.toThrow(ControlApiError)
    await expect(call).rejects.toMatchObject({
      ...fields,
      route: 'POST /__mock/scenarios',
      message,
    })
  })
})

describe('the control client against the standalone server', () => {
  let server: MockHttpServer
  let mock: ReturnType<typeof createControlClient>
  beforeAll(async () => {
    server = await createMockHttpServer({ port: 0 })
    mock = createControlClient({ baseUrl: server.url })
  })
  beforeEach(async () => {
    await mock.reset()
  })
  afterAll(() => server.close())

  const requestLoginCode = () =>
    fetch(`${server.url}/api/auth/tac/request_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        domain_name: 'localhost',
        external_id: 'T-DEFAULT',
        account_id: 'demo',
      }),
    })

  it('answers health and lists the tenants with their templates', async () => {
    expect(await mock.health()).toEqual({ ok: true })
    const { tenants } = await mock.tenants()
    expect(tenants.find((t) => t.domain_name === 'slot2.localhost')).toMatchObject({
      theme_code: 'slot2',
      external_id: 'T-SLOT2',
    })
  })

  it('patches a tenant and answers it changed; reset undoes it', async () => {
    const { tenant } = await mock.patchTenant('slot2.localhost', { theme_color: 'not-a-colour' })
    expect(tenant.site.theme_color).toBe('not-a-colour')
    await mock.reset()
    const { tenants } = await mock.tenants()
    expect(tenants.find((t) => t.domain_name === 'slot2.localhost')?.theme_color).not.toBe(
      'not-a-colour',
    )
  })

  it('adds scenarios that compose, lists and clears them', async () => {
    await mock.addScenario({ name: 'latency', ms: 5 })
    const { scenarios } = await mock.addScenario({ name: 'fail', mode: '-503' })
    expect(scenarios.map((s) => s.name)).toEqual(['latency', 'fail'])
    expect((await mock.scenarios()).scenarios).toHaveLength(2)
    expect(await mock.clearScenarios()).toEqual({ scenarios: [] })
  })

  it('reads the one-time code a player asked for, and ends the sessions', async () => {
    await expect(mock.tac('localhost', 'demo')).rejects.toMatchObject({ status: 404 })
    await requestLoginCode()
    const tac = await mock.tac('localhost', 'demo')
    expect(tac).toMatchObject({ purpose: 'login', expired: false, used: false })
    expect(tac.tac).toMatch(/^\d{6}$/)
    expect(await mock.playerAction('localhost', 'demo', 'expire-sessions')).toEqual({
      ok: true,
      expired: 0,
    })
    expect(await mock.playerAction('localhost', 'demo', 'block')).toEqual({
      ok: true,
      status: 'BLOCK',
    })
    // The seeded demo player is verified already: there is no pending check to decide.
    await expect(
      mock.decideIdentity('localhost', 'demo', 'reject', 'Blurred.'),
    ).rejects.toMatchObject({ status: 409, reason: expect.stringContaining('verified') })
  })

  it('moves the clock, and a saved state loads back with it', async () => {
    const moved = await mock.setClock({ advance_ms: 3_600_000 })
    expect(moved.offset_ms).toBeGreaterThanOrEqual(3_600_000 - 1_000)
    const saved = await mock.state()
    await mock.reset()
    expect((await mock.clock()).offset_ms).toBeLessThan(1_000)
    expect(await mock.loadState(saved)).toEqual({ ok: true })
    expect((await mock.clock()).offset_ms).toBeGreaterThanOrEqual(3_600_000 - 1_000)
  })

  it('refuses an invalid state with the reason, and an unknown deposit with 404', async () => {
    await expect(mock.loadState({ tenants: 'no' })).rejects.toMatchObject({
      route: 'PUT /__mock/state',
      status: 400,
      reason: expect.stringMatching(/^Invalid state/),
    })
    await expect(mock.decideDeposit(999_999, 'approve')).rejects.toThrow(
      'POST /__mock/deposits/999999/approve answered 404: No deposit 999999.',
    )
  })

  it('sets the auto-approval delay, and journals calls until cleared', async () => {
    expect(await mock.setAutoApprove({ after_ms: null })).toEqual({ ok: true, after_ms: null })
    expect((await mock.autoApprove()).after_ms).toBeNull()
    await mock.clearRequests()
    await requestLoginCode()
    const { requests } = await mock.requests()
    expect(requests.map((r) => r.path)).toContain('/api/auth/tac/request_login')
    expect((await mock.requestsHar()).log.entries.length).toBe(requests.length)
    await mock.clearRequests()
    expect((await mock.requests()).requests).toEqual([])
    expect(await mock.clearViolations()).toEqual({ ok: true })
    expect(await mock.violations()).toEqual({ count: 0, violations: [] })
  })

  it('saves the state as a file and loads that file back as it is; a file that is not JSON is refused', async () => {
    await mock.setClock({ advance_ms: 60_000 })
    const file = await mock.stateFile()
    await mock.reset()
    await mock.loadStateFile(file)
    expect((await mock.clock()).offset_ms).toBeGreaterThanOrEqual(60_000)
    await expect(mock.loadStateFile(new Blob(['{ not json']))).rejects.toMatchObject({
      status: 400,
      reason: expect.stringMatching(/not valid JSON/),
    })
  })
})

// An address of this machine other than loopback, to call the server as another machine would.
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address

describe('the control client from another machine', () => {
  it.skipIf(!lanAddress)('is refused without the token and answered with it', async () => {
    const open = await createMockHttpServer({ port: 0, host: '0.0.0.0', controlToken: 'lan' })
    const baseUrl = `http://${lanAddress}:${new URL(open.url).port}`
    try {
      await expect(createControlClient({ baseUrl }).reset()).rejects.toMatchObject({
        status: 401,
      })
      expect(await createControlClient({ baseUrl, token: 'lan' }).reset()).toEqual({ ok: true })
    } finally {
      await open.close()
    }
  })
})
