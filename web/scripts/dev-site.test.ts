// @vitest-environment node
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { startDevSite, type DevSite } from './dev-site.ts'

const running: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
  vi.restoreAllMocks()
})

async function started(options: Parameters<typeof startDevSite>[0]): Promise<DevSite> {
  const site = await startDevSite(options)
  running.push(site)
  return site
}

/** A request to the dev server as a tenant's visitor makes it (Node's fetch would drop the Host). */
function ask(
  site: { url: string },
  host: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const { port } = new URL(site.url)
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        headers: { host: `${host}:${port}`, 'content-type': 'application/json' },
      },
      (answer) => {
        let text = ''
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }))
      },
    )
    call.on('error', reject)
    call.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

const colourOf = async (site: DevSite, host: string) =>
  (
    JSON.parse((await ask(site, host, '/api/startup', { domain_name: host })).text) as {
      site: { theme_color: string }
    }
  ).site.theme_color

describe('pnpm dev', { timeout: 120_000 }, () => {
  it('draws pages on the server from the mock in its own process, whose world outlives a restart', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'dev-world-')), 'world.json')
    const first = await started({ port: 0, stateFile })
    const page = await ask(first, 'casino2.localhost', '/')
    expect(page.status).toBe(200)
    expect(page.text).toContain('id="site-state"')
    expect(page.text).toMatch(/<link rel="stylesheet" href="\/src\/[^"]+\.css\?direct">/)
    const patched = await first.mock!.fetch(
      new Request('http://casino2.localhost/__mock/tenants/casino2.localhost', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ theme_color: 'bronze' }),
      }),
    )
    expect(patched.status).toBe(200)
    expect(await colourOf(first, 'casino2.localhost')).toBe('bronze')
    await first.close()
    running.splice(running.indexOf(first), 1)

    const again = await started({ port: 0, stateFile })
    expect(await colourOf(again, 'casino2.localhost')).toBe('bronze')
  })

  it('sets aside a saved world it cannot load, saying so, and starts from the seed', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'dev-world-')), 'world.json')
    writeFileSync(stateFile, '{ "version": 1, "players": "not a list" }')
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const site = await started({ port: 0, stateFile })
    expect(warned.mock.calls.flat().join(' ')).toContain('could not be loaded')
    expect(existsSync(`${stateFile}.unreadable`)).toBe(true)
    expect(await colourOf(site, 'casino2.localhost')).toBe('velvet')
  })

  it('with --proxy, sends the contract calls to the real backend through the validating proxy', async () => {
    const backend = await createMockHttpServer({ port: 0 })
    running.push(backend)
    const site = await started({ port: 0, proxy: { target: backend.url, mockOnly: [] } })
    const startup = await ask(site, 'casino1.localhost', '/api/startup', {
      domain_name: 'casino1.localhost',
    })
    expect(startup.status).toBe(200)
    expect(JSON.parse(startup.text)).toMatchObject({ statusCode: 1 })
    // The dev server's proxy passed it on: the backend heard the call, and found nothing wrong.
    const heard = (await (await fetch(`${backend.url}/__mock/requests`)).json()) as {
      requests: { path?: string; request?: { path?: string } }[]
    }
    expect(JSON.stringify(heard)).toContain('/api/startup')
    const violations = await ask(site, 'casino1.localhost', '/__mock/violations')
    expect(violations.status).toBe(200)
    expect(JSON.parse(violations.text)).toMatchObject({ count: 0 })
  })
})
