import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
/** The content type of a file of the build, by its extension. */
export const fileType = (path: string) => contentTypes[extname(path)] ?? 'application/octet-stream'

const compressible = /\.(js|css|json|svg|txt|webmanifest)$/

// Files of the build that are not the site's: the page template (every page is rendered), the
// headers written for static hosts, and the build's manifest.
const privateFile = (path: string) =>
  path === '/index.html' || path === '/_headers' || path.endsWith('.conf') || path.startsWith('/.')

type SiteFile = {
  path: string
  type: string
  body: Buffer
  etag: string
  cacheControl: string
  encoded: Map<'br' | 'gzip', Buffer>
}

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

/** The encoding the browser prefers of those we send: brotli, then gzip, else none. */
export function acceptedEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
}

export function compress(body: Buffer | string, encoding: 'br' | 'gzip', quality = 9): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
    : gzipSync(body, { level: quality })
}

/** Sends one of the site's files, compressed once and kept, with its cache headers and ETag. */
export function sendSiteFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: SiteFile,
  headers: Record<string, string>,
): void {
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, { etag: file.etag, 'cache-control': file.cacheControl }).end()
    return
  }
  const encoding = compressible.test(file.path) ? acceptedEncoding(req) : null
  let body = file.body
  if (encoding) {
    body = file.encoded.get(encoding) ?? compress(file.body, encoding)
    file.encoded.set(encoding, body)
  }
  res.writeHead(200, {
    ...headers,
    'content-type': file.type,
    'content-length': String(body.length),
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
    ...(encoding && { 'content-encoding': encoding }),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
