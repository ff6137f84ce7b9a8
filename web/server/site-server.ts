import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import {
  contentSecurityPolicy,
  mergeSources,
  scriptSources,
  securityHeaders,
} from '../scripts/security-headers.ts'
import { setRouteRules } from '../src/app/route-rules.ts'
import { setBootData } from '../src/lib/boot-data.ts'
import { robotsTxt, tenantSitemap } from '../src/server/crawler-files.ts'
import { parseTemplate } from '../src/server/page-document.ts'
import { renderPayload } from '../src/server/render-payload.ts'
import { prepareRenderer } from '../src/server/render-visit.tsx'
import {
  tenantIcon,
  tenantManifest,
  tenantOfflinePage,
  type TenantFile,
} from '../src/server/tenant-files.ts'
import type { Backend } from '../src/server/tenant-visit.ts'
import { appIconSizes } from '../src/server/web-manifest.ts'
import { splitLocale } from '../src/lib/locale-path.ts'
import { forward } from './forward.ts'
import { sendPage } from './page-answer.ts'
import { acceptedEncoding, compress, fileType, readSiteFiles, sendSiteFile } from './site-files.ts'
import type { SiteServer, SiteServerOptions } from './site-server-options.ts'
import { visitorUrl } from './visitor-url.ts'

function json(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    })
    .end(JSON.stringify(body))
}

/**
 * The production server: renders each tenant's pages on the server from the backend (the Host
 * names the tenant), serves the build's files and passes `/api/` calls to the backend. It keeps
 * no state between requests, so any number of them run behind a load balancer.
 *
 * @example
 * const site = await startSiteServer({ distDir: 'web/dist', backendUrl: 'https://api.example', port: 8080 })
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const template = parseTemplate(readFileSync(join(options.distDir, 'index.html'), 'utf8'))
  setBootData(template.boot)
  setRouteRules(template.boot.routeRules)
  const files = readSiteFiles(options.distDir)
  await prepareRenderer()
  const backendUrl = new URL(options.backendUrl)
  const backend: Backend = { baseUrl: backendUrl.origin }
  const apiBase = template.boot.config.apiBaseUrl
  const pageOptions = {
    template,
    backend,
    templateScripts: mergeSources(...template.inlineScripts.map(scriptSources)),
    connectOrigins: /^https?:\/\//i.test(apiBase) ? [new URL(apiBase).origin] : [],
    renderTimeoutMs: options.renderTimeoutMs ?? 10_000,
  }
  // Every answer carries the security headers (a JSON or SVG opened on its own is a page too);
  // a page's own, with its tenant's analytics allowed, replace them.
  const fileHeaders = securityHeaders(
    contentSecurityPolicy(pageOptions.templateScripts, pageOptions.connectOrigins, ['https:']),
  )
  const logError = options.logError ?? ((message, error) => console.error(message, error))
  let stopping = false

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = visitorUrl(req, options.trustProxy ?? false)
    if (!url) return json(res, 400, { error: 'The request names no valid Host.' })
    const path = url.pathname
    if (path === '/healthz')
      return stopping
        ? json(res, 503, { ok: false, stopping: true })
        : json(res, 200, { ok: true, buildId: template.boot.buildId })
    if (options.beside?.prefixes.some((prefix) => path.startsWith(prefix)))
      return options.beside.answer(req, res)
    for (const [name, value] of Object.entries(fileHeaders)) res.setHeader(name, value)
    if (path.startsWith('/api/'))
      return forward(req, res, backendUrl, { host: url.host, protocol: url.protocol })
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return json(res, 405, { error: `${req.method} is not served here.` }, { allow: 'GET, HEAD' })
    const file = files.get(path)
    if (file) return sendSiteFile(req, res, file, {})
    // A file of another build (a page open since a deploy asks for its old chunks): a 404 of the
    // type asked for, so that the browser reports the 404 rather than a type it refused, and not
    // a page drawn in its place.
    if (path.startsWith('/assets/')) return sendMissingFile(res, path)
    if (path === '/robots.txt') return sendText(req, res, 200, 'text/plain', robotsTxt(url.origin))
    if (path === '/sitemap.xml') {
      const sitemap = await tenantSitemap(url, backend)
      return sitemap === null
        ? json(res, 503, { error: 'The tenant could not start.' }, { 'retry-after': '120' })
        : sendText(req, res, 200, 'application/xml', sitemap)
    }
    const tenantFile = tenantFileFor(splitLocale(path).path, url, backend)
    if (tenantFile) {
      const file = await tenantFile
      return file === null
        ? json(res, 503, { error: 'The tenant could not start.' }, { 'retry-after': '120' })
        : sendText(req, res, 200, file.type, file.body)
    }
    if (path.endsWith('/_payload.json')) {
      const payload = await renderPayload(url, template.boot.buildId, backend)
      return payload === null
        ? json(res, 404, { error: 'No payload for this page and build.' })
        : sendText(req, res, 200, 'application/json', JSON.stringify(payload))
    }
    return sendPage(req, res, url, pageOptions)
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    res.on('finish', () =>
      options.logRequest?.(
        `${req.method} ${req.headers.host ?? ''}${(req.url ?? '').split('?')[0]} ${res.statusCode} ${(performance.now() - started).toFixed(0)} ms`,
      ),
    )
    handle(req, res).catch((error: unknown) => {
      logError(`Failed to answer ${req.method} ${req.url}:`, error)
      if (res.headersSent) return void res.destroy()
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      res
        .writeHead(timedOut ? 503 : 500, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          ...(timedOut && { 'retry-after': '30' }),
        })
        .end(errorPage(timedOut))
    })
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '0.0.0.0', resolve)
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://localhost:${port}`,
    close(graceMs = 10_000) {
      stopping = true
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs)
        server.close(() => {
          clearTimeout(force)
          resolve()
        })
        server.closeIdleConnections()
      })
    },
  }
}

/** The files made per tenant from its startup: its manifest, app icons and offline page. */
function tenantFileFor(path: string, url: URL, backend: Backend): Promise<TenantFile> | null {
  if (path === '/manifest.webmanifest') return tenantManifest(url, backend)
  if (path === '/offline') return tenantOfflinePage(url, backend)
  const icon = /^\/app-icon-(\d+)\.svg$/.exec(url.pathname)?.[1]
  return icon && appIconSizes.some((size) => String(size) === icon)
    ? tenantIcon(url, backend, Number(icon))
    : null
}

function sendMissingFile(res: ServerResponse, path: string): void {
  res
    .writeHead(404, { 'content-type': fileType(path), 'cache-control': 'no-store' })
    .end(`/* ${path} is not a file of this build */`)
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  text: string,
): void {
  const contentType = type.includes('charset') ? type : `${type}; charset=utf-8`
  const encoding = acceptedEncoding(req)
  const body = encoding ? compress(text, encoding, encoding === 'br' ? 5 : 6) : Buffer.from(text)
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': String(body.length),
    'cache-control': 'public, max-age=0, s-maxage=300',
    vary: 'host, accept-encoding',
    ...(encoding && { 'content-encoding': encoding }),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

// No tenant is known when a page fails this way, so the page names none (and no product).
function errorPage(timedOut: boolean): string {
  const message = timedOut
    ? 'The site is taking too long to answer. Please try again in a moment.'
    : 'Something went wrong on our side. Please try again.'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${timedOut ? 'Try again shortly' : 'Error'}</title></head><body><main><h1>${message}</h1><p><a href="/">Back to the home page</a></p></main></body></html>`
}
