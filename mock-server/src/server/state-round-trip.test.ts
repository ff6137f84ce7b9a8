import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { largeState } from '../testing/large-state.ts'
import { createMockHttpServer, type MockHttpServer } from './create-server.ts'

// A world of a long week: 2,000 players and 130,000 ledger rows, loaded straight into the
// backend (building it with 100,000 HTTP calls would take minutes), then saved and loaded back
// over HTTP as a user would.
let server: MockHttpServer
beforeAll(async () => {
  server = await createMockHttpServer({ port: 0 })
  await server.backend.load(await largeState({ players: 2_000, ledgerRows: 130_000 }))
}, 60_000)
afterAll(() => server.close())

const put = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/__mock/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

describe('a large saved world', { timeout: 60_000 }, () => {
  it('of more than 25 MB loads back with PUT /__mock/state unchanged', async () => {
    const saved = await (await fetch(`${server.url}/__mock/state`)).text()
    expect(saved.length).toBeGreaterThan(25 * 1024 * 1024)
    await server.backend.reset()
    const loaded = await put(saved)
    expect(await loaded.json()).toEqual({ ok: true })
    expect(server.backend.tables.ledger.size).toBe(130_000)
    expect(await (await fetch(`${server.url}/__mock/state`)).text()).toBe(saved)
  })

  it('saves to its --state file and starts from it again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'playfront-state-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    const file = join(dir, 'world.json')
    const first = await createMockHttpServer({ port: 0, stateFile: file })
    await first.backend.load(server.backend.snapshot())
    await first.close()
    expect((await stat(file)).size).toBeGreaterThan(25 * 1024 * 1024)
    const second = await createMockHttpServer({ port: 0, stateFile: file })
    onTestFinished(() => second.close())
    expect(second.backend.tables.ledger.size).toBe(130_000)
    expect(JSON.parse(await readFile(file, 'utf8')).ledger.at(-1)).toEqual(
      second.backend.tables.ledger.lastInGroup('localhost|player2000'),
    )
  })
})

describe('the state cap', () => {
  it('refuses a larger state both ways with 413 / 507, saying how to raise it, and changes nothing', async () => {
    const small = await createMockHttpServer({ port: 0, maxStateBytes: 1024 * 1024 })
    onTestFinished(() => small.close())
    const before = await (await fetch(`${small.url}/__mock/state`)).text()
    const big = JSON.stringify({ ...JSON.parse(before), ad_visits: [], pad: 'x'.repeat(2e6) })
    const refused = await fetch(`${small.url}/__mock/state`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: big,
    })
    expect(refused.status).toBe(413)
    expect((await refused.json()).error).toMatch(
      /state cap of 1 MB.*--max-state-mb 2.*MOCK_MAX_STATE_MB/,
    )
    expect(await (await fetch(`${small.url}/__mock/state`)).text()).toBe(before)
    await small.backend.load(await largeState({ players: 100, ledgerRows: 10_000 }))
    const tooBig = await fetch(`${small.url}/__mock/state`)
    expect(tooBig.status).toBe(507)
    expect((await tooBig.json()).error).toMatch(/state cap of 1 MB/)
  })

  it('counts what arrives, not what the request claims: a body sent in chunks is stopped too', async () => {
    const small = await createMockHttpServer({ port: 0, maxStateBytes: 64 * 1024 })
    onTestFinished(() => small.close())
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        const part = new TextEncoder().encode(`{"pad":"${'x'.repeat(100_000)}`)
        controller.enqueue(part)
        controller.enqueue(new TextEncoder().encode('"}'))
        controller.close()
      },
    })
    const refused = await fetch(`${small.url}/__mock/state`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit)
    expect(refused.status).toBe(413)
  })

  it.each([
    ['cut off after an open bracket', '{"version": 2, "tenants": [', /bracket left open/],
    [
      'cut off inside a value',
      '{"version": 2, "clock_offset_ms": 0, "tenants": [{"domain_name": "x',
      /not valid JSON/,
    ],
    ['not JSON at all', 'version=2', /not valid JSON/],
  ])('answers a state %s with 400 saying so, and changes nothing', async (_case, body, said) => {
    const before = server.backend.tables.ledger.revision
    const refused = await put(body)
    expect(refused.status).toBe(400)
    expect((await refused.json()).error).toMatch(said)
    expect(server.backend.tables.ledger.revision).toBe(before)
  })
})
