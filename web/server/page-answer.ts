import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  contentSecurityPolicy,
  mergeSources,
  scriptSources,
  securityHeaders,
  type ScriptSources,
} from '../scripts/security-headers.ts'
import { headHtml } from '../src/server/head-html.ts'
import { pageDocument, pageFiles, type SiteTemplate } from '../src/server/page-document.ts'
import { renderVisit, type RenderedVisit } from '../src/server/render-visit.tsx'
import type { Backend } from '../src/server/tenant-visit.ts'
import { arrivalCookie } from '../src/app/arrival-modal.ts'
import { playerCookieName } from '../src/lib/player-cookie.ts'
import { acceptedEncoding, compress } from './site-files.ts'

/**
 * How long a shared cache (a CDN) may keep a guest's page: the games, lobbies and winners it
 * shows are never older than `s-maxage` plus `stale-while-revalidate`, 60 s; a prerendered page
 * (CMS texts), 6 minutes. A player's page is never kept.
 */
export const htmlCaching = {
  page: 'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
  prerendered: 'public, max-age=0, s-maxage=300, stale-while-revalidate=60',
  private: 'private, no-store',
  unavailable: 'no-store',
} as const

const cookie = (name: string, value: string, maxAgeSeconds: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`

export type PageAnswerOptions = {
  template: SiteTemplate
  backend: Backend
  /** The template's own inline scripts, hashed once. */
  templateScripts: ScriptSources
  connectOrigins: string[]
  renderTimeoutMs: number
}

function cachingOf(visit: Extract<RenderedVisit, { kind: 'page' }>): string {
  if (visit.signedIn || visit.endSession) return htmlCaching.private
  if (visit.status >= 500) return htmlCaching.unavailable
  return visit.prerender && visit.status === 200 ? htmlCaching.prerendered : htmlCaching.page
}

/** One page of the site for the visitor `url` names: rendered, headed, compressed and sent. */
export async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: PageAnswerOptions,
): Promise<void> {
  const secure = url.protocol === 'https:'
  const visit = await renderVisit({
    url,
    cookie: String(req.headers.cookie ?? ''),
    userAgent: String(req.headers['user-agent'] ?? ''),
    mobileHint: req.headers['sec-ch-ua-mobile']?.toString(),
    backend: options.backend,
    signal: AbortSignal.timeout(options.renderTimeoutMs),
  })
  const cookies = visit.endSession ? [cookie(playerCookieName, '', 0, secure)] : []
  if (visit.kind === 'redirect') {
    // The guest's modal (slot2 sends guests home, to open the login modal there) goes along.
    if (visit.arrival) cookies.push(cookie(arrivalCookie, visit.arrival, 60, secure))
    res
      .writeHead(visit.status, {
        location: visit.location,
        'cache-control': htmlCaching.private,
        ...(cookies.length && { 'set-cookie': cookies }),
      })
      .end()
    return
  }
  const html = pageDocument(options.template, {
    lang: visit.head?.lang ?? visit.locale,
    head: visit.head ? headHtml(visit.head) : '',
    app: visit.app,
    bodyClass: visit.bodyClass,
    root: visit.html,
    files: pageFiles(options.template.boot, {
      page: visit.page,
      theme: visit.theme,
      locale: visit.locale,
    }),
    state: visit.state,
  })
  const scripts = mergeSources(options.templateScripts, ...visit.analytics.map(scriptSources))
  const encoding = acceptedEncoding(req)
  const body = encoding ? compress(html, encoding, encoding === 'br' ? 5 : 6) : Buffer.from(html)
  res.writeHead(visit.status, {
    ...securityHeaders(contentSecurityPolicy(scripts, options.connectOrigins, ['https:'])),
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': cachingOf(visit),
    vary: 'host, accept-encoding',
    ...(visit.head?.tags.some((tag) => tag.key === 'robots') && { 'x-robots-tag': 'noindex' }),
    ...(visit.status === 503 && { 'retry-after': '120' }),
    ...(encoding && { 'content-encoding': encoding }),
    ...(cookies.length && { 'set-cookie': cookies }),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
