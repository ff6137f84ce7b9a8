import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fetchSiteBuild, readSiteBuild } from './built-site.ts'

const work = mkdtempSync(join(tmpdir(), 'site-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const siteWith = (name: string, latest?: string) => {
  const dir = join(work, name)
  mkdirSync(join(dir, 'builds'), { recursive: true })
  if (latest !== undefined) writeFileSync(join(dir, 'builds', 'latest.json'), latest)
  return dir
}

describe('readSiteBuild', () => {
  it("names the build as the site's own builds/latest.json does", () => {
    const site = siteWith(
      'built',
      JSON.stringify({ id: 'mwxoxkdo', timestamp: Date.UTC(2030, 0, 2, 9, 30) }),
    )
    expect(readSiteBuild(site)).toEqual({ id: 'mwxoxkdo', builtAt: '2030-01-02T09:30:00.000Z' })
  })

  it('is unknown, not an error, for a site without the file or with another one', () => {
    expect(readSiteBuild(siteWith('none'))).toBeUndefined()
    expect(readSiteBuild(siteWith('garbled', '{"id":'))).toBeUndefined()
    expect(readSiteBuild(siteWith('other', '{"version":3}'))).toBeUndefined()
  })
})

describe('fetchSiteBuild', () => {
  it('asks a running site for its build, and is unknown when it cannot tell', async () => {
    const server = createServer((request, response) => {
      if (request.headers.host?.startsWith('localhost') && request.url === '/builds/latest.json')
        response.end(JSON.stringify({ id: 'running1', timestamp: Date.UTC(2030, 0, 3) }))
      else response.writeHead(404).end()
    })
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    const { port } = server.address() as AddressInfo
    try {
      expect(await fetchSiteBuild(`http://localhost:${port}`)).toEqual({
        id: 'running1',
        builtAt: '2030-01-03T00:00:00.000Z',
      })
      expect(await fetchSiteBuild(`http://127.0.0.1:${port}`)).toBeUndefined()
    } finally {
      server.close()
    }
    expect(await fetchSiteBuild(`http://localhost:${port}`)).toBeUndefined()
  })
})
