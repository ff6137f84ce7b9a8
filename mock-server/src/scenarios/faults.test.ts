import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupMockServer } from '../node.ts'
import { createMockHttpServer, type MockHttpServer } from '../server/create-server.ts'
import { randomFailures } from './faults.ts'

const startup = { domain_name: 'casino3.localhost' }
const body = JSON.stringify(startup)

// Both transports play a fault: the standalone server (node:http) and the MSW handlers (msw/node).
let server: MockHttpServer
beforeAll(async () => {
  server = await createMockHttpServer({ port: 0 })
})
afterAll(() => server.close())
beforeEach(() =>
  fetch(`${server.url}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  }),
)

const addFault = (fault: object) =>
  fetch(`${server.url}/__mock/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'fault', path: '/api/startup', ...fault }),
  })
const callStartup = (signal?: AbortSignal) =>
  fetch(`${server.url}/api/startup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal,
  })

describe('fault scenarios on the standalone server', () => {
  it('answers HTTP 502 with an HTML page, as a proxy does', async () => {
    await addFault({ kind: 'html-502' })
    const response = await callStartup()
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(await response.text()).toContain('<h1>502 Bad Gateway</h1>')
  })

  it('answers malformed JSON: the real answer cut in half', async () => {
    await addFault({ kind: 'malformed-json' })
    const text = await (await callStartup()).text()
    expect(text.startsWith('{"statusCode":1')).toBe(true)
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
  })

  it('dribbles the body a few bytes at a time, and the body arrives whole', async () => {
    await addFault({ kind: 'dribble', chunk_ms: 5, chunk_bytes: 512 })
    const response = await callStartup()
    const chunks: number[] = []
    const reader = response.body!.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read())
      chunks.push(read.value.length)
    expect(chunks.length).toBeGreaterThan(2)
    expect(Math.max(...chunks)).toBeLessThanOrEqual(512)
  })

  it('hangs: nothing comes back until the client gives up', async () => {
    await addFault({ kind: 'hang' })
    await expect(callStartup(AbortSignal.timeout(300))).rejects.toThrow(/abort|timeout/i)
  })

  it('fails at random, the same calls for the same seed', async () => {
    const outcomes = async () => {
      await fetch(`${server.url}/__mock/scenarios`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
      })
      await addFault({ kind: 'random', probability: 0.4, seed: 99, fails_as: 'html-502' })
      const statuses: boolean[] = []
      for (let i = 0; i < 12; i++) statuses.push((await callStartup()).status === 502)
      return statuses
    }
    const first = await outcomes()
    expect(await outcomes()).toEqual(first)
    expect(first).toEqual(randomFailures(99, 0.4, 12))
    expect(first).toContain(true)
    expect(first).toContain(false)
  })

  it('refuses a fault it does not know, naming the field', async () => {
    const response = await addFault({ kind: 'flood' })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/kind/)
  })
})

describe('fault scenarios through the MSW handlers', () => {
  const { server: msw } = setupMockServer()
  beforeAll(() => msw.listen({ onUnhandledFrame: 'error' }))
  afterAll(() => msw.close())

  const rows: [string, { header: string; want: (response: Response) => Promise<void> }][] = [
    [
      'html-502',
      {
        header: 'fault=html-502',
        want: async (r) =>
          expect([r.status, await r.text()]).toEqual([502, expect.stringContaining('Bad Gateway')]),
      },
    ],
    [
      'malformed-json',
      {
        header: 'fault=malformed-json',
        want: async (r) => {
          const text = await r.text()
          expect(text).toMatch(/^\{"statusCode":1/)
          expect(() => JSON.parse(text)).toThrow(SyntaxError)
        },
      },
    ],
  ]
  it.each(rows)('%s for one request, by header', async (_name, { header, want }) => {
    const response = await fetch('http://casino3.localhost/api/startup', {
      method: 'POST',
      body,
      headers: { 'x-mock-scenario': header },
    })
    await want(response)
  })
})
