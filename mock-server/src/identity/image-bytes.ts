import type { IdentityDocument } from '../models/identity.ts'

/** The largest document, decoded: 5 MB. */
export const maxDocumentBytes = 5 * 1024 * 1024

const signatures: Record<IdentityDocument['content_type'], (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
}

const names = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' } as const

/**
 * The decoded size of a base64 image that really is of its type and at most 5 MB, or the
 * reason it is not. Works the same in the browser and in Node (atob).
 *
 * @example
 * imageSize('iVBORw0KGgo…', 'image/png') // { size: 70 }
 * imageSize('aGVsbG8=', 'image/png') // { problem: 'data: not a PNG image (content_type image/png).' }
 */
export function imageSize(
  data: string,
  contentType: IdentityDocument['content_type'],
): { size: number } | { problem: string } {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  const size = (data.length / 4) * 3 - padding
  if (data.length % 4 !== 0)
    return { problem: 'data: not base64 (its length is not a multiple of 4).' }
  if (size > maxDocumentBytes)
    return {
      problem: `data: ${size} bytes, more than the ${maxDocumentBytes} bytes (5 MB) allowed.`,
    }
  let head: Uint8Array
  try {
    const text = atob(data.slice(0, 16))
    head = Uint8Array.from(text, (c) => c.charCodeAt(0))
    atob(data)
  } catch {
    return { problem: 'data: not base64.' }
  }
  if (!signatures[contentType](head))
    return { problem: `data: not a ${names[contentType]} image (content_type ${contentType}).` }
  return { size }
}
