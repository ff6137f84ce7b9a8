import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { compressedFile } from './compressed-file.ts'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
}

/** Headers to add to a served file (the site's security headers), given the request and the file. */
export type StaticHeaders = (
  req: IncomingMessage,
  file: string,
) => Record<string, string> | undefined

/** Vite's hashed file names (`index-BdX3k9aZ.js`) never change content: cache them for a year. */
const hashedName = /[.-][\w-]{8,}\.\w+$/

type Found = { file: string; mtimeMs: number }

async function fileAt(root: string, urlPath: string): Promise<Found | undefined> {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '')
  const full = resolve(root, relative)
  if (full !== root && !full.startsWith(root + sep)) return undefined
  const info = await stat(full).catch(() => undefined)
  if (info?.isFile()) return { file: full, mtimeMs: info.mtimeMs }
  if (info?.isDirectory()) return fileAt(root, join(relative, 'index.html'))
  return undefined
}

/*
 * A page load asks for some sixty files, and each lookup was a stat (two with compression): on
 * the scenario runs' busy machine about 30 ms of the server's CPU per page. A lookup is kept for
 * a second, so a rebuilt site is served within a second of the build.
 */
const lookupMs = 1_000
const lookups = new Map<string, { found: Found | undefined; until: number }>()

async function lookUp(root: string, pathname: string): Promise<Found | undefined> {
  const key = `${root}\0${pathname}`
  const now = Date.now()
  const kept = lookups.get(key)
  if (kept && kept.until > now) return kept.found
  let found = await fileAt(root, pathname).catch(() => undefined)
  if (!found && extname(pathname) === '') found = await fileAt(root, 'index.html')
  if (lookups.size > 5_000) lookups.clear()
  lookups.set(key, { found, until: now + lookupMs })
  return found
}

/**
 * Serves a built single-page app: files with their content types, long caching for hashed
 * assets, and `index.html` for any other GET path without a file extension (SPA fallback).
 * Returns false when nothing was served.
 *
 * @example
 * if (await serveStatic(req, res, '/repo/web/dist', '/casino')) return
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  pathname: string,
  extraHeaders?: StaticHeaders,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const root = resolve(dir)
  const found = await lookUp(root, pathname)
  if (!found) return false
  const { file } = found
  const ext = extname(file)
  const encoded = await compressedFile(req, file, found.mtimeMs)
  res.writeHead(200, {
    ...extraHeaders?.(req, file),
    'content-type': contentTypes[ext] ?? 'application/octet-stream',
    'cache-control':
      ext === '.html'
        ? 'no-cache'
        : hashedName.test(file)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
    vary: 'accept-encoding',
    ...(encoded && { 'content-encoding': encoded.encoding, 'content-length': encoded.body.length }),
  })
  if (req.method === 'HEAD') res.end()
  else if (encoded) res.end(encoded.body)
  // A file removed since its lookup (a rebuild) ends the answer instead of the server.
  else
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res)
  return true
}
