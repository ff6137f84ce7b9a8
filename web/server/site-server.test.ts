import { mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSmallBuild } from '../src/testing/built-index.ts'
import type { SiteServer } from './site-server-options.ts'
import { startSiteServer } from './site-server.ts'

let mock: MockHttpServer
let site: SiteServer
let port: number

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'site-'))
  writeSmallBuild(dist)
  writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n')
  mock = await createMockHttpServer({ port: 0 })
  site = await startSiteServer({
    distDir: dist,
    backendUrl: `http://127.0.0.1:${new URL(mock.url).port}`,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  })
  port = Number(new URL(site.url).port)
  // The server is ready once every page module and template is loaded: many files for Vitest.
}, 120_000)
afterAll(async () => {
  await site.close()
  await mock.close()
})

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

function send(
  method: string,
  path: string,
  host = 'casino1.localhost',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host, 'content-type': 'application/json' },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe('the production server', () => {
  it('says it is alive, with its build', async () => {
    const health = await send('GET', '/healthz')
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toEqual({ ok: true, buildId: 'b1' })
  })

  it('draws a tenant page with its security headers and a short shared cache', async () => {
    const page = await send('GET', '/about')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<title>About us | Golden Palace</title>')
    expect(page.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=60',
    )
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('answers a path no route has with the 404 page, kept out of search', async () => {
    const page = await send('GET', '/no-such-page')
    expect(page.status).toBe(404)
    expect(page.body).toContain('Page not found: /no-such-page')
    expect(page.headers['x-robots-tag']).toBe('noindex')
  })

  it('serves hashed files for a year and the build files to be revalidated, never the template or host files', async () => {
    expect((await send('GET', '/assets/index-h.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await send('GET', '/builds/latest.json')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    )
    expect((await send('GET', '/_headers')).status).toBe(404)
    expect((await send('GET', '/assets/index-old.js')).status).toBe(404)
    // The template is not a file of the site: the path is a page that does not exist.
    expect((await send('GET', '/index.html')).status).toBe(404)
  })

  it('passes the contract calls to the backend', async () => {
    const answer = await send(
      'POST',
      '/api/startup',
      'casino1.localhost',
      JSON.stringify({ domain_name: 'casino1.localhost' }),
    )
    expect(JSON.parse(answer.body)).toMatchObject({
      statusCode: 1,
      site: { site_name: 'Golden Palace' },
    })
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves robots.txt and a sitemap for the Host it is asked as', async () => {
    expect((await send('GET', '/robots.txt', 'slot2.localhost')).body).toContain(
      'Sitemap: http://slot2.localhost/sitemap.xml',
    )
    expect((await send('GET', '/sitemap.xml', 'slot2.localhost')).body).toContain(
      '<loc>http://slot2.localhost/about</loc>',
    )
  })

  it('answers a prerendered route’s payload for its build, and nothing for another build', async () => {
    const payload = await send('GET', '/about/_payload.json?b1')
    expect(payload.status).toBe(200)
    expect(JSON.parse(payload.body)).toMatchObject({
      buildId: 'b1',
      answers: { cms: { ok: true } },
    })
    expect((await send('GET', '/about/_payload.json?old-build')).status).toBe(404)
    expect((await send('GET', '/slots/_payload.json?b1')).status).toBe(404)
  })

  it('makes each tenant installable: its manifest in the page’s language, its icons and its offline page', async () => {
    const manifest = await send('GET', '/zh/manifest.webmanifest', 'slot2.localhost')
    expect(manifest.status).toBe(200)
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    const body = JSON.parse(manifest.body) as Record<string, unknown>
    expect(body).toMatchObject({ lang: 'zh', start_url: '/zh', display: 'standalone' })
    expect(body.name).not.toBe(
      (JSON.parse((await send('GET', '/manifest.webmanifest')).body) as { name: string }).name,
    )
    expect(body.icons).toEqual([
      expect.objectContaining({ src: '/app-icon-192.svg', sizes: '192x192' }),
      expect.objectContaining({ src: '/app-icon-512.svg', sizes: '512x512' }),
    ])
    const icon = await send('GET', '/app-icon-512.svg', 'slot2.localhost')
    expect(icon.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(icon.body).toMatch(/^<svg [^>]*width="512" height="512"/)
    expect((await send('GET', '/app-icon-100.svg')).status).toBe(404)
    const offline = await send('GET', '/fil/offline')
    expect(offline.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(offline.body).toContain('<html lang="fil">')
    expect(offline.body).toContain('Golden Palace')
    expect(offline.body).not.toContain('<script')
  })

  it('refuses other methods on pages, and a Host that is not a host name', async () => {
    const post = await send('POST', '/about')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
    expect((await send('GET', '/', 'evil.example/path')).status).toBe(400)
  })
})
