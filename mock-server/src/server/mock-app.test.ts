import { describe, expect, it } from 'vitest'
import { createMockBackend } from '../backend.ts'
import { createMockApp } from './mock-app.ts'

async function mockApp() {
  const backend = createMockBackend({})
  await backend.ready()
  return createMockApp(backend, {})
}

const control = (method: string, path: string, body?: unknown) =>
  new Request(`http://localhost/__mock${path}`, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  })

describe('the mock as a fetch handler', () => {
  it('answers a product call and the control API in-process, with no server', async () => {
    const mock = await mockApp()
    const startup = await mock.fetch(
      new Request('http://localhost/api/startup', {
        method: 'POST',
        body: JSON.stringify({ domain_name: 'casino1.localhost' }),
      }),
    )
    expect(await startup.json()).toMatchObject({
      statusCode: 1,
      site: { site_name: 'Golden Palace' },
    })
    expect(await (await mock.fetch(control('GET', '/health'))).json()).toEqual({ ok: true })
  })

  it('counts the control calls that change its world, and no read', async () => {
    const mock = await mockApp()
    expect(mock.revision()).toBe(0)
    await mock.fetch(control('GET', '/tenants'))
    await mock.fetch(control('GET', '/requests'))
    await mock.fetch(control('DELETE', '/requests'))
    expect(mock.revision()).toBe(0)
    await mock.fetch(control('PATCH', '/tenants/casino1.localhost', { theme_color: 'lotus' }))
    expect(mock.revision()).toBe(1)
    await mock.fetch(control('POST', '/scenarios', { name: 'latency', ms: 10 }))
    await mock.fetch(control('POST', '/clock', { advance_ms: 60_000 }))
    await mock.fetch(control('POST', '/reset'))
    expect(mock.revision()).toBe(4)
    // A refused call changes nothing.
    await mock.fetch(control('PATCH', '/tenants/nobody.example', { theme_color: 'lotus' }))
    expect(mock.revision()).toBe(4)
  })

  it('without a socket to drop, a forced disconnect is a network error', async () => {
    const mock = await mockApp()
    await mock.fetch(
      control('POST', '/scenarios', { name: 'fail', path: '/api/startup', mode: 'disconnect' }),
    )
    const answer = await mock.fetch(
      new Request('http://localhost/api/startup', {
        method: 'POST',
        body: JSON.stringify({ domain_name: 'casino1.localhost' }),
      }),
    )
    expect(answer.type).toBe('error')
  })
})
