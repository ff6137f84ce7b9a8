import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { getMimeType } from 'hono/utils/mime'
import { compressedFile } from './compressed-file.ts'

/** Headers to add to a served file (the site's security headers), given the request and the file. */
export type StaticHeaders = (request: Request, file: string) => Record<string, string> | undefined

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
 * A built single-page app's answer: files with their content types, long caching for hashed
 * assets, and `index.html` for any other GET path without a file extension (SPA fallback).
 * Undefined when there is nothing to serve.
 *
 * @example
 * const file = await staticAnswer(request, '/repo/web/dist', '/casino')
 * if (file) return file
 */
export async function staticAnswer(
  request: Request,
  dir: string,
  pathname: string,
  extraHeaders?: StaticHeaders,
): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const root = resolve(dir)
  const found = await lookUp(root, pathname)
  if (!found) return undefined
  const { file } = found
  const ext = extname(file)
  const encoded = await compressedFile(request.headers.get('accept-encoding'), file, found.mtimeMs)
  // A file removed since its lookup (a rebuild) is not there to send.
  const body = encoded?.body ?? (await readFile(file).catch(() => undefined))
  if (!body) return undefined
  return new Response(
    request.method === 'HEAD' ? null : (body as unknown as Uint8Array<ArrayBuffer>),
    {
      status: 200,
      headers: {
        ...extraHeaders?.(request, file),
        'content-type': getMimeType(file) ?? 'application/octet-stream',
        'cache-control':
          ext === '.html'
            ? 'no-cache'
            : hashedName.test(file)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=300',
        vary: 'accept-encoding',
        'content-length': String(body.length),
        ...(encoded && { 'content-encoding': encoded.encoding }),
      },
    },
  )
}
