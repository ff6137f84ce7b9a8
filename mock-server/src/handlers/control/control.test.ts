import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../../testing/in-process.ts'

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock()
})
beforeEach(() => mock.backend.reset())

const startup = (domain = 'localhost', header?: string) =>
  mock.call(
    '/api/startup',
    { domain_name: domain },
    header ? { 'x-mock-scenario': header } : {},
  ) as Promise<Record<string, never>>

describe('control API', () => {
  it('answers health and lists the tenants', async () => {
    expect(await mock.control('GET', '/health')).toEqual({ status: 200, json: { ok: true } })
    const { json } = await mock.control('GET', '/tenants')
    const tenants = json.tenants as {
      domain_name: string
      external_id: string
      theme_code: string
      theme_color: string
    }[]
    expect(tenants).toHaveLength(16)
    expect(tenants[0]).toMatchObject({
      domain_name: 'localhost',
      external_id: 'T-DEFAULT',
      theme_code: 'casino1',
      theme_color: 'gold',
    })
  })

  it('PATCH changes a tenant, invalid theme values included, and startup returns them; reset undoes it', async () => {
    const patch = await mock.control('PATCH', '/tenants/slot2.localhost', {
      theme_code: 'slot99',
      theme_color: 'pink',
      show_preloader: false,
      site: { site_name: 'Renamed' },
    })
    expect(patch.status).toBe(200)
    expect((await startup('slot2.localhost')).site).toMatchObject({
      theme_code: 'slot99',
      theme_color: 'pink',
      site_name: 'Renamed',
    })
    await mock.control('POST', '/reset')
    expect((await startup('slot2.localhost')).site).toMatchObject({ theme_code: 'slot2' })
  })

  it.each([
    ['an unknown tenant', 'PATCH', '/tenants/nope.localhost', {}, 404],
    ['an unknown tenant field', 'PATCH', '/tenants/localhost', { colour: 'x' }, 400],
    ['a tac query without account', 'GET', '/tac?domain_name=localhost', undefined, 400],
    ['a tac never requested', 'GET', '/tac?domain_name=localhost&account_id=demo', undefined, 404],
    ['an unknown scenario', 'POST', '/scenarios', { name: 'explode' }, 400],
    ['a fail scenario without mode', 'POST', '/scenarios', { name: 'fail' }, 400],
    ['a clock body of the wrong shape', 'POST', '/clock', { advance: 1 }, 400],
    ['a state that is not a state', 'PUT', '/state', { version: 2 }, 400],
    ['a player that does not exist', 'POST', '/players/ghost/block', undefined, 404],
    ['an unknown player action', 'POST', '/players/demo/explode', undefined, 404],
  ])('refuses %s with a clear JSON error', async (_case, method, path, body, status) => {
    const { status: got, json } = await mock.control(method, path, body)
    expect(got).toBe(status)
    expect(json).toMatchObject({ ok: false, error: expect.any(String) })
  })

  it('a refused state leaves the state as it was', async () => {
    await mock.control('PUT', '/state', { version: 1, tenants: 'no' })
    expect((await startup()).statusCode).toBe(1)
  })

  it('GET state, change, PUT state restores the snapshot', async () => {
    const { json: snapshot } = await mock.control('GET', '/state')
    await mock.control('PATCH', '/tenants/localhost', { theme_color: 'ruby' })
    expect((await mock.control('PUT', '/state', snapshot)).status).toBe(200)
    expect((await startup()).site).toMatchObject({ theme_color: 'gold' })
    expect(JSON.parse(JSON.stringify(mock.backend.snapshot()))).toEqual(snapshot)
  })

  it('the clock advances and can be set', async () => {
    const before = Date.parse((await mock.control('GET', '/clock')).json.now as string)
    const { json } = await mock.control('POST', '/clock', { advance_ms: 3_600_000 })
    expect(Date.parse(json.now as string) - before).toBeGreaterThanOrEqual(3_600_000)
    const set = await mock.control('POST', '/clock', { now: '2030-01-01T00:00:00Z' })
    expect(Date.parse(set.json.now as string)).toBeGreaterThanOrEqual(
      Date.parse('2030-01-01T00:00:00Z'),
    )
  })
})

describe('scenarios through the control API', () => {
  it.each([
    [
      'maintenance',
      { name: 'maintenance' },
      (s: Record<string, never>) => expect(s.maintenance).toMatchObject({ is_maintenance: true }),
    ],
    [
      'maintenance of another tenant',
      { name: 'maintenance', domain_name: 'slot1.localhost' },
      (s: Record<string, never>) => expect(s.maintenance).toMatchObject({ is_maintenance: false }),
    ],
    [
      'maintenance that has ended',
      { name: 'maintenance', end_date: '2001-01-01T00:00:00Z' },
      (s: Record<string, never>) => expect(s.maintenance).toMatchObject({ is_maintenance: false }),
    ],
    [
      'invalid theme code',
      { name: 'invalid-theme-code' },
      (s: Record<string, never>) => expect(s.site).toMatchObject({ theme_code: 'casino99' }),
    ],
    [
      'invalid theme colour',
      { name: 'invalid-theme-color', theme_color: 'pink' },
      (s: Record<string, never>) => expect(s.site).toMatchObject({ theme_color: 'pink' }),
    ],
    [
      'fail -500 on startup',
      { name: 'fail', path: '/api/startup', mode: '-500' },
      (s: Record<string, never>) =>
        expect(s).toMatchObject({ statusCode: -500, maintenance: { is_maintenance: false } }),
    ],
    [
      'fail -503 on another path',
      { name: 'fail', path: '/api/seo', mode: '-503' },
      (s: Record<string, never>) => expect(s.statusCode).toBe(1),
    ],
  ])('%s', async (_name, scenario, check) => {
    expect((await mock.control('POST', '/scenarios', scenario)).status).toBe(201)
    check(await startup())
    await mock.control('DELETE', '/scenarios')
    expect((await startup()).statusCode).toBe(1)
  })

  it('a stored maintenance window follows the mock clock', async () => {
    const end = new Date(mock.backend.clock.now() + 60_000).toISOString()
    await mock.control('PATCH', '/tenants/localhost', {
      maintenance: { is_maintenance: true, end_date: end },
    })
    expect((await startup()).maintenance).toMatchObject({ is_maintenance: true, end_date: end })
    await mock.control('POST', '/clock', { advance_ms: 60_000 })
    expect((await startup()).maintenance).toMatchObject({ is_maintenance: false })
  })

  it('a forced disconnect is a network error, and latency delays the answer', async () => {
    await mock.control('POST', '/scenarios', { name: 'fail', mode: 'disconnect' })
    expect(await startup()).toBe('network-error')
    await mock.control('DELETE', '/scenarios')
    await mock.control('POST', '/scenarios', { name: 'latency', ms: 120 })
    const t0 = performance.now()
    await startup()
    expect(performance.now() - t0).toBeGreaterThanOrEqual(100)
  })

  it('a bad one-request scenario header is refused with 400', async () => {
    const response = await mock.call(
      '/api/startup',
      { domain_name: 'localhost' },
      { 'x-mock-scenario': 'fail=-404' },
    )
    expect(response).toMatchObject({ ok: false, error: expect.stringContaining('fail=-404') })
  })
})
