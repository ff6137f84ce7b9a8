import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { requestId, type RequestIdVariables } from 'hono/request-id'
import { pino } from 'pino'
import { setRouteRules } from '../src/app/route-rules.ts'
import { setBootData } from '../src/lib/boot-data.ts'
import { readLocaleCookie } from '../src/lib/locale-cookie.ts'
import { localizePath, splitLocale } from '../src/lib/locale-path.ts'
import { defaultLocale } from '../src/lib/locales.ts'
import { playerCookieName } from '../src/lib/player-cookie.ts'
import { readCookie } from '../src/lib/cookies.ts'
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
import { busyPages, type BusyReason } from './busy-page.ts'
import { deviceClass } from './device-class.ts'
import { forward } from './forward.ts'
import {
  drawPage,
  htmlCaching,
  pageResponse,
  pageVary,
  type PageAnswer,
  type PageInput,
} from './page-answer.ts'
import { createPageCache } from './page-cache.ts'
import { createRenderGate, Overloaded } from './render-gate.ts'
import {
  contentSecurityPolicy,
  mergeSources,
  scriptSources,
  securityHeaders,
} from './security-headers.ts'
import { fileType, readSiteFiles, siteFileAnswer, textAnswer } from './site-files.ts'
import { createSiteMetrics } from './site-metrics.ts'
import type { SiteAppOptions } from './site-server-options.ts'
import { visitorUrl } from './visitor-url.ts'
import { loadEveryPageAndTemplate } from './warm-up.ts'

/** What a request's log line says beyond its method, path and status. */
type RequestNote = {
  route: string
  /** Files, health and metrics are logged at debug level: pages and calls at info. */
  quiet?: boolean
  cache?: string
  renderMs?: number
  backendMs?: number
  /** The tenant's startup call broke on the way (no answer, or not HTTP 200): its text is an error's. */
  startupBroke?: boolean
}

type Env = {
  Bindings: Partial<HttpBindings>
  Variables: RequestIdVariables & { note: RequestNote; url: URL }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const ms = (value: number) => Math.round(value * 10) / 10

/**
 * The production server as one fetch handler (`(Request) => Promise<Response>`, Hono): renders
 * each tenant's pages from the backend (the Host names the tenant), keeps guests' pages a short
 * while, serves the build's files, passes `/api/` calls to the backend, sheds load past its bound
 * of renders, and says how it is (`/healthz`, `/readyz`, `/metrics`, a JSON log line per request).
 * It keeps nothing a second instance would need, so any number run behind a load balancer.
 *
 * @example
 * const site = createSiteApp({ distDir: 'web/dist', backendUrl: 'https://api.example' })
 * await site.ready // or let the first pages wait for it; /readyz says 503 until then
 * const answer = await site.fetch(new Request('http://casino1.example/'))
 */
export function createSiteApp(options: SiteAppOptions) {
  const { distDir, indexHtml } = options
  if (!distDir && indexHtml === undefined)
    throw new Error('A site needs a build (distDir) or a page (indexHtml)')
  const template = parseTemplate(
    indexHtml ?? readFileSync(join(distDir ?? '', 'index.html'), 'utf8'),
  )
  setBootData(template.boot)
  setRouteRules(template.boot.routeRules)
  const buildId = template.boot.buildId
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' })
  const files = distDir
    ? readSiteFiles(distDir, (message) => logger.warn(message))
    : new Map<string, never>()
  let ready = false
  let draining = false
  // The dev server loads each module when a page first asks for it, as the browser does.
  const prepared = (
    distDir
      ? Promise.all([prepareRenderer(), loadEveryPageAndTemplate()]).then(() => warmUpRender())
      : prepareRenderer()
  ).then(() => {
    ready = true
  })
  const backendUrl = new URL(options.backendUrl)
  const beside = options.beside
  const apiBase = template.boot.config.apiBaseUrl
  const templateScripts = mergeSources(...template.inlineScripts.map(scriptSources))
  const connectOrigins = /^https?:\/\//i.test(apiBase) ? [new URL(apiBase).origin] : []
  // The build's stylesheets, sent in each page that links one (decision 064).
  const styleTexts = new Map(
    [...files.values()]
      .filter((file) => file.path.endsWith('.css'))
      .map((file) => [file.path, file.body.toString('utf8')]),
  )
  const pageOptions = {
    template,
    templateScripts,
    connectOrigins,
    filesOf: options.pageFiles,
    styleText: (href: string) => styleTexts.get(href),
  }
  const renderTimeoutMs = options.renderTimeoutMs ?? 10_000
  // Every answer carries the security headers (a JSON or SVG opened on its own is a page too);
  // a page's own, with its tenant's analytics allowed, replace them.
  const fileHeaders = securityHeaders(
    contentSecurityPolicy(templateScripts, connectOrigins, ['https:']),
  )
  const gate = createRenderGate({
    concurrency: options.maxRenders ?? 8,
    maxQueued: options.maxQueuedRenders ?? 64,
  })
  const metrics = createSiteMetrics({ inFlight: () => gate.inFlight, queued: () => gate.queued })
  const busy = busyPages()
  const cacheMs = (options.pageCacheSeconds ?? 30) * 1000
  const cache = createPageCache<PageAnswer>({
    freshMs: cacheMs,
    staleMs: cacheMs,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: (answer) => 2 * (answer.html?.length ?? 0) + 512,
    keep: (answer) => answer.shareable,
    revision: () => `${buildId}:${options.backendRevision?.() ?? ''}`,
  })

  /** The backend as one request's renders reach it: each call timed, for the metrics and its log line. */
  function timedBackend(note: RequestNote): Backend {
    return {
      baseUrl: backendUrl.origin,
      fetch: async (request) => {
        const started = performance.now()
        const call = new URL(request.url).pathname
        try {
          // The server beside this one (the mock in `pnpm start`) answers in-process, with no socket.
          const answer = await (beside?.prefixes.some((prefix) => call.startsWith(prefix))
            ? beside.fetch(request)
            : fetch(request))
          if (!answer.ok) {
            metrics.errors.inc({ kind: 'backend-status' })
            if (call === '/api/startup') note.startupBroke = true
          }
          return answer
        } catch (error) {
          metrics.errors.inc({ kind: 'backend-unreachable' })
          if (call === '/api/startup') note.startupBroke = true
          throw error
        } finally {
          const took = performance.now() - started
          note.backendMs = ms((note.backendMs ?? 0) + took)
          metrics.backendSeconds.observe({ call }, took / 1000)
        }
      },
    }
  }

  /**
   * A first render makes the engine compile the renderer's code: done once at start for the
   * default tenant (`localhost`), phone and desktop, so that the first visitors do not pay for it.
   * A backend that does not know that tenant, or does not answer, only makes it shorter.
   */
  async function warmUpRender(): Promise<void> {
    for (const mobileHint of ['?0', '?1'])
      await drawPage(
        {
          url: new URL('http://localhost/'),
          cookie: '',
          userAgent: '',
          mobileHint,
          backend: { baseUrl: backendUrl.origin },
          signal: AbortSignal.timeout(3_000),
        },
        pageOptions,
      ).catch(() => undefined)
  }

  /** One render, in its turn: refused at once past the gate's bound, abandoned past the time limit. */
  function draw(input: Omit<PageInput, 'backend' | 'signal'>, note: RequestNote) {
    const signal = AbortSignal.timeout(renderTimeoutMs)
    return gate.run(async () => {
      signal.throwIfAborted()
      const started = performance.now()
      const answer = await drawPage({ ...input, backend: timedBackend(note), signal }, pageOptions)
      const took = performance.now() - started
      note.renderMs = ms(took)
      metrics.renderSeconds.observe({ route: answer.route }, took / 1000)
      if (answer.status !== 503) return answer
      metrics.errors.inc({ kind: 'tenant-not-started' })
      // The app would show the broken call's error text as the reason: the visitor gets the
      // same page in words instead.
      return note.startupBroke ? busyPageAnswer(input.url.pathname) : answer
    })
  }

  function busyPageAnswer(path: string): PageAnswer {
    return {
      status: 503,
      headers: {
        ...fileHeaders,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '30',
      },
      html: busy.for(path, 'unavailable'),
      shareable: false,
      route: 'tenant-not-started',
      encoded: new Map(),
    }
  }

  async function page(c: Context<Env>): Promise<Response> {
    const url = c.get('url')
    const note = c.get('note')
    if (!ready) await prepared
    const cookie = c.req.header('cookie') ?? ''
    const userAgent = c.req.header('user-agent') ?? ''
    const mobileHint = c.req.header('sec-ch-ua-mobile')
    const input = { url, cookie, userAgent, mobileHint }
    // A returning visitor who chose a language lands on it (spec section 9's locale cookie); a
    // visitor with none, a crawler for one, gets English's `/`. The answer varies by Cookie, so
    // no shared cache gives one the other's.
    const chosen = url.pathname === '/' ? readLocaleCookie(cookie) : null
    if (chosen !== null && chosen !== defaultLocale) {
      note.route = 'chosen-language'
      return new Response(null, {
        status: 302,
        headers: {
          location: localizePath('/', chosen) + url.search,
          'cache-control': htmlCaching.private,
          vary: pageVary,
        },
      })
    }
    // A guest's page is the same for every guest of its tenant, address, language and device class.
    if (cacheMs > 0 && readCookie(playerCookieName, cookie) === null) {
      const key = [
        url.host,
        url.pathname + url.search,
        splitLocale(url.pathname).locale,
        deviceClass(cookie, userAgent, mobileHint),
      ].join('\n')
      const { value, result } = await cache.get(key, () => draw(input, note))
      metrics.pageCache.inc({ result })
      note.cache = result
      note.route = value.route
      return pageResponse(c.req.raw, value)
    }
    const answer = await draw(input, note)
    note.route = answer.route
    return pageResponse(c.req.raw, answer)
  }

  function busyAnswer(path: string, status: number, reason: BusyReason, retryAfter?: number) {
    return new Response(busy.for(path, reason), {
      status,
      headers: {
        ...fileHeaders,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(retryAfter !== undefined && { 'retry-after': String(retryAfter) }),
      },
    })
  }

  const app = new Hono<Env>()
  app.use(requestId())
  app.use(async (c, next) => {
    const started = performance.now()
    const note: RequestNote = { route: 'unknown' }
    c.set('note', note)
    await next()
    const level = note.quiet ? 'debug' : 'info'
    if (!logger.isLevelEnabled(level)) return
    logger[level]({
      reqId: c.get('requestId'),
      method: c.req.method,
      tenant: c.req.header('host'),
      path: c.req.path,
      route: note.route,
      status: c.res.status,
      ms: ms(performance.now() - started),
      ...(note.cache && { cache: note.cache }),
      ...(note.renderMs !== undefined && { renderMs: note.renderMs }),
      ...(note.backendMs !== undefined && { backendMs: note.backendMs }),
    })
  })

  app.get('/healthz', (c) => {
    Object.assign(c.get('note'), { route: 'healthz', quiet: true })
    return draining ? json(503, { ok: false, stopping: true }) : json(200, { ok: true, buildId })
  })
  app.get('/readyz', (c) => {
    Object.assign(c.get('note'), { route: 'readyz', quiet: true })
    if (draining) return json(503, { ready: false, reason: 'stopping' })
    return ready
      ? json(200, { ready: true, buildId })
      : json(503, { ready: false, reason: 'preparing the renderer' })
  })
  app.get('/metrics', async (c) => {
    Object.assign(c.get('note'), { route: 'metrics', quiet: true })
    return new Response(await metrics.registry.metrics(), {
      headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
    })
  })

  if (beside)
    app.use(async (c, next) => {
      if (!beside.prefixes.some((prefix) => c.req.path.startsWith(prefix))) return next()
      c.get('note').route = 'beside'
      return beside.fetch(c.req.raw, c.env)
    })

  app.use(async (c, next) => {
    const url = visitorUrl(c.req.raw, options.trustProxy ?? false)
    if (!url) return json(400, { error: 'The request names no valid Host.' }, fileHeaders)
    c.set('url', url)
    return next()
  })

  app.all('/api/*', (c) => {
    const url = c.get('url')
    c.get('note').route = 'api'
    const address = c.env?.incoming?.socket.remoteAddress
    return forward(
      c.req.raw,
      backendUrl,
      { host: url.host, protocol: url.protocol, address },
      {
        headers: fileHeaders,
        onFailure: (error) => {
          metrics.errors.inc({ kind: 'forward-failed' })
          logger.warn(
            { reqId: c.get('requestId'), err: error, path: c.req.path },
            'the backend did not answer a forwarded call',
          )
        },
      },
    )
  })

  app.use(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return json(
      405,
      { error: `${c.req.method} is not served here.` },
      { ...fileHeaders, allow: 'GET, HEAD' },
    )
  })

  app.use(async (c, next) => {
    const path = c.get('url').pathname
    const file = files.get(path)
    if (file) {
      Object.assign(c.get('note'), { route: 'file', quiet: true })
      return siteFileAnswer(c.req.raw, file, fileHeaders)
    }
    // A file of another build (a page open since a deploy asks for its old chunks): a 404 of the
    // type asked for, so that the browser reports the 404 rather than a type it refused, and not
    // a page drawn in its place.
    if (path.startsWith('/assets/')) {
      Object.assign(c.get('note'), { route: 'file', quiet: true })
      return new Response(`/* ${path} is not a file of this build */`, {
        status: 404,
        headers: { ...fileHeaders, 'content-type': fileType(path), 'cache-control': 'no-store' },
      })
    }
    return next()
  })

  const tenantNotStarted = () => {
    metrics.errors.inc({ kind: 'tenant-not-started' })
    return json(
      503,
      { error: 'The tenant could not start.' },
      { ...fileHeaders, 'retry-after': '120' },
    )
  }

  app.get('/robots.txt', (c) => {
    c.get('note').route = 'robots'
    return textAnswer(c.req.raw, 'text/plain', robotsTxt(c.get('url').origin), fileHeaders)
  })
  app.get('/sitemap.xml', async (c) => {
    c.get('note').route = 'sitemap'
    const sitemap = await tenantSitemap(c.get('url'), timedBackend(c.get('note')))
    return sitemap === null
      ? tenantNotStarted()
      : textAnswer(c.req.raw, 'application/xml', sitemap, fileHeaders)
  })

  app.get('*', async (c) => {
    const url = c.get('url')
    const note = c.get('note')
    const tenantFile = tenantFileFor(splitLocale(url.pathname).path, url, timedBackend(note))
    if (tenantFile) {
      note.route = 'tenant-file'
      const file = await tenantFile
      return file === null
        ? tenantNotStarted()
        : textAnswer(c.req.raw, file.type, file.body, fileHeaders)
    }
    if (url.pathname.endsWith('/_payload.json')) {
      note.route = 'payload'
      const payload = await renderPayload(url, buildId, timedBackend(note))
      return payload === null
        ? json(404, { error: 'No payload for this page and build.' }, fileHeaders)
        : textAnswer(c.req.raw, 'application/json', JSON.stringify(payload), fileHeaders)
    }
    return page(c)
  })

  app.onError((error, c) => {
    const note = c.get('note')
    if (error instanceof Overloaded) {
      metrics.errors.inc({ kind: 'shed' })
      if (note) note.route = 'shed'
      return busyAnswer(c.req.path, 503, 'unavailable', 10)
    }
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    metrics.errors.inc({ kind: timedOut ? 'render-timeout' : 'render-failed' })
    logger.error(
      { reqId: c.get('requestId'), err: error, path: c.req.path },
      timedOut ? `the page was not drawn within ${renderTimeoutMs} ms` : 'the request failed',
    )
    return timedOut
      ? busyAnswer(c.req.path, 503, 'unavailable', 30)
      : busyAnswer(c.req.path, 500, 'failed')
  })

  return {
    /** Answers one request. */
    fetch: app.fetch,
    /** Resolves once the renderer is prepared (`/readyz` says 200 from then on). */
    ready: prepared,
    /** From now on `/healthz` and `/readyz` say 503, so that a load balancer sends no more. */
    drain(): void {
      draining = true
    },
    metrics,
    logger,
  }
}

export type SiteApp = ReturnType<typeof createSiteApp>

/** The files made per tenant from its startup: its manifest, app icons and offline page. */
function tenantFileFor(path: string, url: URL, backend: Backend): Promise<TenantFile> | null {
  if (path === '/manifest.webmanifest') return tenantManifest(url, backend)
  if (path === '/offline') return tenantOfflinePage(url, backend)
  const icon = /^\/app-icon-(\d+)\.svg$/.exec(url.pathname)?.[1]
  return icon && appIconSizes.some((size) => String(size) === icon)
    ? tenantIcon(url, backend, Number(icon))
    : null
}
