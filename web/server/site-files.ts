import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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

/**
 * The built site's public files, read once when the server starts (a deploy is a new server):
 * hashed assets are immutable, the rest (config, build manifests, the chat widget) revalidated.
 */
export function readSiteFiles(distDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (statSync(full).isFile()) {
        const path = '/' + relative(distDir, full).split(sep).join('/')
        if (privateFile(path)) continue
        const body = readFileSync(full)
        files.set(path, {
          path,
          type: fileType(path),
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          cacheControl: hashedAsset(path)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
          encoded: new Map(),
        })
      }
    }
  }
  walk(distDir)
  return files
}

/** Node's Buffer is a Uint8Array, which a Response takes as it is; only its type says otherwise. */
export const asBody = (bytes: Buffer): BodyInit => bytes as unknown as Uint8Array<ArrayBuffer>

/** The encoding the browser prefers of those we send: brotli, then gzip, else none. */
export function acceptedEncoding(request: Request): Encoding | null {
  const accepted = request.headers.get('accept-encoding') ?? ''
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
}

export function compress(body: Buffer | string, encoding: Encoding, quality = 9): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
    : gzipSync(body, { level: quality })
}

/** One of the site's files, compressed once and kept, with its cache headers and ETag. */
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
    body = file.encoded.get(encoding) ?? compress(file.body, encoding)
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
