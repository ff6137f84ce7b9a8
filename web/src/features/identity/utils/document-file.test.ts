import { describe, expect, it } from 'vitest'
import { documentProblem, maxDocumentBytes, readAsBase64 } from './document-file.ts'

describe('an identity document file', () => {
  it.each([
    ['a JPEG photo', { type: 'image/jpeg', size: 200_000 }, null],
    ['a PNG scan', { type: 'image/png', size: 1 }, null],
    ['a WebP of exactly 5 MB', { type: 'image/webp', size: maxDocumentBytes }, null],
    ['a WebP one byte over 5 MB', { type: 'image/webp', size: maxDocumentBytes + 1 }, 'tooLarge'],
    ['a PDF', { type: 'application/pdf', size: 1000 }, 'wrongType'],
    ['a GIF', { type: 'image/gif', size: 1000 }, 'wrongType'],
    ['a file of unknown type', { type: '', size: 1000 }, 'wrongType'],
    ['an empty PNG', { type: 'image/png', size: 0 }, 'empty'],
  ] as const)('%s: %s', (_name, file, want) => {
    expect(documentProblem(file)).toBe(want)
  })

  it('is read as plain base64 of its bytes', async () => {
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })
    expect(await readAsBase64(file)).toBe('iVBORw==')
  })
})
