import { readFile, stat } from 'node:fs/promises'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(html|js|mjs|css|json|svg|txt|map|webmanifest|xml)$/

type Encoded = { encoding: 'br' | 'gzip'; body: Buffer }
const cache = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>()

/**
 * The file compressed the way the browser asked (brotli, else gzip), or undefined when it asked
 * for neither or the file is not text. Each file is compressed once per change and kept, as a
 * static host or CDN serves precompressed assets.
 *
 * @example
 * const encoded = await compressedFile(request.headers.get('accept-encoding'), '/repo/web/dist/assets/vendor-C5oiK7_T.js')
 * if (encoded) res.setHeader('content-encoding', encoded.encoding)
 */
export async function compressedFile(
  /** The request's Accept-Encoding. */
  acceptEncoding: string | null | undefined,
  file: string,
  /** The file's modification time when the caller has just read it: saves a second stat. */
  knownMtimeMs?: number,
): Promise<Encoded | undefined> {
  if (!compressible.test(file)) return undefined
  const accepted = acceptEncoding ?? ''
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  if (!encoding) return undefined
  const mtimeMs = knownMtimeMs ?? (await stat(file)).mtimeMs
  let entry = cache.get(file)
  if (!entry || entry.mtimeMs !== mtimeMs) {
    const raw = await readFile(file)
    entry = {
      mtimeMs,
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(raw, { level: 9 }),
    }
    cache.set(file, entry)
  }
  return { encoding, body: entry[encoding] }
}
