import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { createHash } from 'node:crypto'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib'
import { getMimeType } from 'hono/utils/mime'

/** The content type of a file by its name, from the framework's one table. */
export const fileType = (path: string) => getMimeType(path) ?? 'application/octet-stream'

const compressible = /\.(js|mjs|css|json|svg|txt|webmanifest|xml|html|map)$/

// Files of the build that are not the site's: the page template (every page is rendered), the
// headers written for static hosts, and the build's manifest.
const privateFile = (path: string) =>
  path === '/index.html' || path === '/_headers' || path.endsWith('.conf') || path.startsWith('/.')

export type SiteFile = {
  path: string
  type: string
  body: Buffer
  etag: string
  cacheControl: string
  encoded: Map<Encoding, Buffer>
}

export type Encoding = 'br' | 'gzip'

/** Vite's content-hashed files never change: a CDN and the browser keep them for a year. */
const hashedAsset = (path: string) => path.startsWith('/assets/')

/** Where the build keeps a file's compressed copies: `x.js.br` and `x.js.gz` beside `x.js`. */
const encodedSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/**
 * The build's public files by path (`/assets/x.js`), each with the compressed copies the build
 * wrote beside it ({@link precompressSiteFiles}): those are its encodings, not files of their own.
 */
function builtFiles(distDir: string) {
  const found = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (statSync(full).isFile())
        found.set('/' + relative(distDir, full).split(sep).join('/'), full)
    }
  }
  walk(distDir)
  const encodings = (Object.keys(encodedSuffix) as Encoding[]).map((encoding) => ({
    encoding,
    suffix: encodedSuffix[encoding],
  }))
  const copyOf = (path: string) =>
    encodings.some(({ suffix }) => {
      const original = path.slice(0, -suffix.length)
      return path.endsWith(suffix) && compressible.test(original) && found.has(original)
    })
  return [...found]
    .filter(([path]) => !privateFile(path) && !copyOf(path))
    .map(([path, full]) => ({
      path,
      full,
      copies: compressible.test(path)
        ? encodings.flatMap(({ encoding, suffix }) => {
            const copy = found.get(path + suffix)
            return copy ? [{ encoding, suffix, full: copy }] : []
          })
        : [],
    }))
}

/**
 * The built site's public files, read once when the server starts (a deploy is a new server):
 * hashed assets are immutable, the rest (config, build manifests, the chat widget) revalidated.
 * A compressed copy the build wrote that does not decompress to its file (the file edited after
 * the build) is set aside with a warning, and that file compressed on its first request instead.
 */
export function readSiteFiles(
  distDir: string,
  warn: (message: string) => void = console.warn,
): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>()
  for (const { path, full, copies } of builtFiles(distDir)) {
    const body = readFileSync(full)
    const encoded = new Map<Encoding, Buffer>()
    for (const copy of copies) {
      const bytes = readFileSync(copy.full)
      if (decompressesTo(bytes, copy.encoding, body)) encoded.set(copy.encoding, bytes)
      else
        warn(
          `${path}${copy.suffix} is not ${path} compressed (was it changed after the build?): ${path} is compressed on its first request instead`,
        )
    }
    files.set(path, {
      path,
      type: fileType(path),
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: hashedAsset(path)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      encoded,
    })
  }
  return files
}

function decompressesTo(bytes: Buffer, encoding: Encoding, body: Buffer): boolean {
  try {
    return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).equals(body)
  } catch {
    return false
  }
}

/**
 * Writes each public, compressible file's compressed copies beside it (`x.js.br`, `x.js.gz`) at
 * the best quality, once per build: brotli at 11 is 7% smaller than at 5 and takes 1.3 CPU-s for
 * the whole site, where every server compressing at 9 on first requests took 3 CPU-s for 1%
 * (decision 071). Returns the sizes, for the build's log.
 *
 * @example precompressSiteFiles('web/dist') // 210 files, 903 KB: { files: 210, bytes, br: 272 KB, gzip: 314 KB }
 */
export function precompressSiteFiles(distDir: string): {
  files: number
  bytes: number
  br: number
  gzip: number
} {
  const sizes = { files: 0, bytes: 0, br: 0, gzip: 0 }
  for (const { path, full } of builtFiles(distDir)) {
    if (!compressible.test(path)) continue
    const body = readFileSync(full)
    sizes.files += 1
    sizes.bytes += body.length
    for (const encoding of Object.keys(encodedSuffix) as Encoding[]) {
      const bytes = compress(body, encoding, encoding === 'br' ? 11 : 9)
      writeFileSync(full + encodedSuffix[encoding], bytes)
      sizes[encoding] += bytes.length
    }
  }
  return sizes
}

/** Node's Buffer is a Uint8Array, which a Response takes as it is; only its type says otherwise. */
export const asBody = (bytes: Buffer): BodyInit => bytes as unknown as Uint8Array<ArrayBuffer>

/** The encoding the browser prefers of those we send: brotli, then gzip, else none. */
export function acceptedEncoding(request: Request): Encoding | null {
  const accepted = request.headers.get('accept-encoding') ?? ''
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
}

/**
 * Compressed for a response: brotli at `quality` 0–11, gzip at 0–9 (9 at most). Brotli's 9 is no
 * answer's: 60 times the CPU of its 5 for 1% fewer bytes on the site's files.
 */
export function compress(body: Buffer | string, encoding: Encoding, quality: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: Math.min(quality, 9) })
}

/**
 * One of the site's files, with its cache headers and ETag, compressed as the build left it, or
 * on its first request when the build did not (brotli at 5, gzip at 9) and kept.
 */
export function siteFileAnswer(
  request: Request,
  file: SiteFile,
  headers: Record<string, string>,
): Response {
  if (request.headers.get('if-none-match') === file.etag)
    return new Response(null, {
      status: 304,
      headers: { ...headers, etag: file.etag, 'cache-control': file.cacheControl },
    })
  const encoding = compressible.test(file.path) ? acceptedEncoding(request) : null
  let body = file.body
  if (encoding) {
    body = file.encoded.get(encoding) ?? compress(file.body, encoding, encoding === 'br' ? 5 : 9)
    file.encoded.set(encoding, body)
  }
  return new Response(request.method === 'HEAD' ? null : asBody(body), {
    status: 200,
    headers: {
      ...headers,
      'content-type': file.type,
      'content-length': String(body.length),
      'cache-control': file.cacheControl,
      etag: file.etag,
      vary: 'accept-encoding',
      ...(encoding && { 'content-encoding': encoding }),
    },
  })
}

/**
 * A text made for the Host asked for (robots.txt, a sitemap, a tenant's manifest), compressed
 * for the browser; a shared cache keeps it 5 minutes, per Host.
 */
export function textAnswer(
  request: Request,
  type: string,
  text: string,
  headers: Record<string, string>,
): Response {
  const contentType = type.includes('charset') ? type : `${type}; charset=utf-8`
  const encoding = acceptedEncoding(request)
  const body = encoding ? compress(text, encoding, encoding === 'br' ? 5 : 6) : Buffer.from(text)
  return new Response(request.method === 'HEAD' ? null : asBody(body), {
    status: 200,
    headers: {
      ...headers,
      'content-type': contentType,
      'content-length': String(body.length),
      'cache-control': 'public, max-age=0, s-maxage=300',
      vary: 'host, accept-encoding',
      ...(encoding && { 'content-encoding': encoding }),
    },
  })
}
