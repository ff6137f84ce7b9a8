import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { compressedFile } from './compressed-file.ts'

const dir = mkdtempSync(join(tmpdir(), 'compressed-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const script = join(dir, 'index-AbCdEf12.js')
const image = join(dir, 'logo.png')
writeFileSync(script, 'export const answer = 42\n'.repeat(200))
writeFileSync(image, Buffer.alloc(64, 1))
const asking = (acceptEncoding?: string) => acceptEncoding

describe('static files compressed as the browser asks', () => {
  it.each([
    ['brotli when the browser takes it', 'gzip, deflate, br, zstd', 'br'],
    ['gzip when the browser takes only gzip', 'gzip, deflate', 'gzip'],
  ])('%s', async (_name, accept, want) => {
    const encoded = await compressedFile(asking(accept), script)
    expect(encoded?.encoding).toBe(want)
    const body =
      encoded?.encoding === 'br'
        ? brotliDecompressSync(encoded.body)
        : gunzipSync(encoded?.body ?? Buffer.alloc(0))
    expect(body.toString()).toBe('export const answer = 42\n'.repeat(200))
    expect(encoded?.body.length).toBeLessThan(200)
  })

  it.each([
    ['a browser that asks for no compression', asking(), script],
    ['an image, compressed already', asking('gzip, br'), image],
  ])('sends the file as it is to %s', async (_name, request, file) => {
    await expect(compressedFile(request, file)).resolves.toBeUndefined()
  })
})
