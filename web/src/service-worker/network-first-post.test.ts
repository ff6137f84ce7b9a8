// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { networkFirstPost } from './network-first-post.ts'
import { keepIfShareable } from './shareable-response.ts'

/** The Cache API as far as the worker uses it: one cache, keyed by URL. */
function fakeCaches() {
  const kept = new Map<string, Response>()
  const cache = {
    put: async (request: Request, response: Response) => void kept.set(request.url, response),
    match: async (request: Request) => kept.get(request.url)?.clone(),
  }
  vi.stubGlobal('caches', { open: async () => cache })
  return kept
}

const startup = () =>
  new Request('https://casino1.example/api/startup', {
    method: 'POST',
    body: JSON.stringify({ domain_name: 'casino1.example' }),
  })
const answer = (statusCode: number) => new Response(JSON.stringify({ statusCode }))
const handle = networkFirstPost({ cacheName: 'startup', timeoutMs: 50 })
const call = (request: Request) =>
  handle({
    request,
    url: new URL(request.url),
    event: {} as never,
    params: undefined,
  }) as Promise<Response>

afterEach(() => vi.unstubAllGlobals())

describe('networkFirstPost', () => {
  it('answers from the network and keeps a success under its body', async () => {
    const kept = fakeCaches()
    vi.stubGlobal('fetch', async () => answer(1))
    expect(await (await call(startup())).json()).toEqual({ statusCode: 1 })
    await vi.waitFor(() => expect(kept.size).toBe(1))
    expect([...kept.keys()][0]).toContain('?body=%7B%22domain_name%22')
  })

  it('answers the last good answer when the network is gone or slow', async () => {
    fakeCaches()
    vi.stubGlobal('fetch', async () => answer(1))
    await call(startup())
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline')
    })
    expect(await (await call(startup())).json()).toEqual({ statusCode: 1 })
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    expect(await (await call(startup())).json()).toEqual({ statusCode: 1 })
  })

  it('never keeps a failure, and fails as the network does with nothing kept', async () => {
    const kept = fakeCaches()
    vi.stubGlobal('fetch', async () => answer(-10))
    expect(await (await call(startup())).json()).toEqual({ statusCode: -10 })
    expect(kept.size).toBe(0)
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline')
    })
    await expect(call(startup())).rejects.toThrow('offline')
  })
})

describe('keepIfShareable', () => {
  const keep = (response: Response) =>
    keepIfShareable.cacheWillUpdate!({
      response,
      request: new Request('https://casino1.example/'),
      event: {} as never,
      state: {},
    })

  it('keeps a guest’s page, never a signed-in player’s or a failure', async () => {
    const guest = new Response('<html>', { headers: { 'cache-control': 'public, s-maxage=30' } })
    expect(await keep(guest)).toBe(guest)
    expect(
      await keep(new Response('<html>', { headers: { 'cache-control': 'private, no-store' } })),
    ).toBeNull()
    expect(await keep(new Response('<html>', { status: 503 }))).toBeNull()
  })
})
