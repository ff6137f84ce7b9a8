import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressSiteFiles, readSiteFiles, siteFileAnswer } from './site-files.ts'

const script = 'export const game = "slots";\n'.repeat(200)
let dist: string
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'site-files-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  writeFileSync(join(dist, 'assets/lobby-h.js'), script)
  writeFileSync(join(dist, 'logo.png'), Buffer.from([137, 80, 78, 71]))
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

const answer = (path: string, acceptEncoding: string, warnings: string[] = []) => {
  const file = readSiteFiles(dist, (message) => warnings.push(message)).get(path)!
  return siteFileAnswer(
    new Request(`http://casino1.localhost${path}`, {
      headers: { 'accept-encoding': acceptEncoding },
    }),
    file,
    {},
  )
}
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe("the build's compressed copies", () => {
  it('are written beside each public text file, and are what the server sends', async () => {
    const sizes = precompressSiteFiles(dist)
    expect(sizes.files).toBe(1)
    expect(sizes.br).toBeLessThan(script.length / 10)
    const br = readFileSync(join(dist, 'assets/lobby-h.js.br'))
    expect(brotliDecompressSync(br).toString()).toBe(script)
    const brAnswer = await answer('/assets/lobby-h.js', 'gzip, deflate, br')
    expect(brAnswer.headers.get('content-encoding')).toBe('br')
    expect(await bytes(brAnswer)).toEqual(br)
    const gzAnswer = await answer('/assets/lobby-h.js', 'gzip')
    expect(gzAnswer.headers.get('content-encoding')).toBe('gzip')
    expect(await bytes(gzAnswer)).toEqual(readFileSync(join(dist, 'assets/lobby-h.js.gz')))
    expect((await bytes(await answer('/assets/lobby-h.js', ''))).toString()).toBe(script)
  })

  it('are no files of their own, and the page template and pictures get none', () => {
    precompressSiteFiles(dist)
    const files = readSiteFiles(dist)
    expect([...files.keys()].sort()).toEqual(['/assets/lobby-h.js', '/logo.png'])
    expect(files.get('/logo.png')!.encoded.size).toBe(0)
  })

  it('left stale by a file edited after the build are set aside, named, and the file compressed anew', async () => {
    precompressSiteFiles(dist)
    const edited = script.replace('slots', 'fishing')
    writeFileSync(join(dist, 'assets/lobby-h.js'), edited)
    const warnings: string[] = []
    const response = await answer('/assets/lobby-h.js', 'br', warnings)
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(edited)
    expect(warnings).toEqual([
      '/assets/lobby-h.js.br is not /assets/lobby-h.js compressed (was it changed after the build?): /assets/lobby-h.js is compressed on its first request instead',
      '/assets/lobby-h.js.gz is not /assets/lobby-h.js compressed (was it changed after the build?): /assets/lobby-h.js is compressed on its first request instead',
    ])
    const gz = await answer('/assets/lobby-h.js', 'gzip')
    expect(gunzipSync(await bytes(gz)).toString()).toBe(edited)
  })

  it('that are not there (a build from before them) leave the server compressing on first request', async () => {
    const response = await answer('/assets/lobby-h.js', 'br')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(script)
  })

  it('whose file is gone are not served in its place', () => {
    precompressSiteFiles(dist)
    rmSync(join(dist, 'assets/lobby-h.js'))
    expect(readSiteFiles(dist).has('/assets/lobby-h.js')).toBe(false)
  })
})
