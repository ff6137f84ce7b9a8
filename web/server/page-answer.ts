import { arrivalCookie } from '../src/app/arrival-modal.ts'
import { playerCookieName } from '../src/lib/player-cookie.ts'
import { headHtml } from '../src/server/head-html.ts'
import {
  pageDocument,
  pageFiles,
  type FilesOf,
  type SiteTemplate,
} from '../src/server/page-document.ts'
import { renderVisit, type RenderedVisit } from '../src/server/render-visit.tsx'
import type { Backend } from '../src/server/tenant-visit.ts'
import {
  contentSecurityPolicy,
  mergeSources,
  scriptSources,
  securityHeaders,
  type ScriptSources,
} from './security-headers.ts'
import { acceptedEncoding, asBody, compress, type Encoding } from './site-files.ts'

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

/**
 * What a guest's page is drawn from besides its address, for every shared cache between the
 * server and the visitor (decision 063): the viewport and locale cookies, and the device the
 * browser says it is (`Sec-CH-UA-Mobile`, the User-Agent: the phone's layout and download bar).
 * A cache keeps one copy per value of each, so a desktop never gets a phone's page; a first visit,
 * which has no cookie, shares its copy with every first visit from the same browser.
 */
export const pageVary = 'Host, Accept-Encoding, Cookie, Sec-CH-UA-Mobile, User-Agent'

/** One drawn page (or redirect), ready to send to any visitor it was drawn for. */
export type PageAnswer = {
  status: number
  headers: Record<string, string | string[]>
  /** The HTML; null for a redirect. */
  html: string | null
  /** A guest's answer another guest of the same key may get: no player, no cookie set, no 5xx. */
  shareable: boolean
  /** The route drawn (`home`, `about` …), for logs and metrics; `redirect` or `not-found` else. */
  route: string
  /** The HTML's bytes, compressed or not, made once per encoding a browser asks for. */
  encoded: Map<Encoding | 'identity', Buffer>
}

export type PageOptions = {
  template: SiteTemplate
  /** The template's own inline scripts, hashed once. */
  templateScripts: ScriptSources
  connectOrigins: string[]
  /** The files a page links, where the build's boot block does not list them (the dev server). */
  filesOf?: FilesOf
  /** A built stylesheet's text by its address, sent in the page (decision 064). */
  styleText?: (href: string) => string | undefined
}

/** What one request tells the renderer. */
export type PageInput = {
  url: URL
  cookie: string
  userAgent: string
  mobileHint?: string
  backend: Backend
  signal?: AbortSignal
}

const cookie = (name: string, value: string, maxAgeSeconds: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`

function cachingOf(visit: Extract<RenderedVisit, { kind: 'page' }>): string {
  if (visit.signedIn || visit.endSession) return htmlCaching.private
  if (visit.status >= 500) return htmlCaching.unavailable
  return visit.prerender && visit.status === 200 ? htmlCaching.prerendered : htmlCaching.page
}

/** Draws the page `input.url` names for its visitor: rendered, headed, not yet compressed. */
export async function drawPage(input: PageInput, options: PageOptions): Promise<PageAnswer> {
  const secure = input.url.protocol === 'https:'
  const visit = await renderVisit(input)
  const cookies = visit.endSession ? [cookie(playerCookieName, '', 0, secure)] : []
  if (visit.kind === 'redirect') {
    // The guest's modal (slot2 sends guests home, to open the login modal there) goes along.
    if (visit.arrival) cookies.push(cookie(arrivalCookie, visit.arrival, 60, secure))
    return {
      status: visit.status,
      headers: {
        location: visit.location,
        'cache-control': htmlCaching.private,
        vary: pageVary,
        ...(cookies.length && { 'set-cookie': cookies }),
      },
      html: null,
      shareable: cookies.length === 0,
      route: 'redirect',
      encoded: new Map(),
    }
  }
  const html = pageDocument(options.template, {
    lang: visit.head?.lang ?? visit.locale,
    head: visit.head ? headHtml(visit.head) : '',
    app: visit.app,
    bodyClass: visit.bodyClass,
    root: visit.html,
    files: await (options.filesOf ?? (async (parts) => pageFiles(options.template.boot, parts)))({
      page: visit.page,
      theme: visit.theme,
      locale: visit.locale,
    }),
    styleText: options.styleText,
    state: visit.state,
  })
  const scripts = mergeSources(options.templateScripts, ...visit.analytics.map(scriptSources))
  return {
    status: visit.status,
    headers: {
      ...securityHeaders(contentSecurityPolicy(scripts, options.connectOrigins, ['https:'])),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cachingOf(visit),
      vary: pageVary,
      ...(visit.head?.tags.some((tag) => tag.key === 'robots') && { 'x-robots-tag': 'noindex' }),
      ...(visit.status === 503 && { 'retry-after': '120' }),
      ...(cookies.length && { 'set-cookie': cookies }),
    },
    html,
    shareable: !visit.signedIn && !visit.endSession && visit.status < 500,
    route: visit.page ?? 'not-found',
    encoded: new Map(),
  }
}

/** The answer as a Response for one request: compressed as its browser accepts (once per answer). */
export function pageResponse(request: Request, answer: PageAnswer): Response {
  if (answer.html === null)
    return new Response(null, { status: answer.status, headers: listed(answer.headers) })
  const encoding = acceptedEncoding(request)
  const kept = answer.encoded.get(encoding ?? 'identity')
  const body =
    kept ??
    (encoding
      ? compress(answer.html, encoding, encoding === 'br' ? 5 : 6)
      : Buffer.from(answer.html))
  if (!kept) answer.encoded.set(encoding ?? 'identity', body)
  const headers = listed({
    ...answer.headers,
    'content-length': String(body.length),
    ...(encoding && { 'content-encoding': encoding }),
  })
  return new Response(request.method === 'HEAD' ? null : asBody(body), {
    status: answer.status,
    headers,
  })
}

// A plain record is written as it is, with no copy; a list of cookies needs Headers to stay a list.
function listed(headers: PageAnswer['headers']): HeadersInit {
  if (!Object.values(headers).some(Array.isArray)) return headers as Record<string, string>
  const list = new Headers()
  for (const [name, value] of Object.entries(headers))
    for (const one of [value].flat()) list.append(name, one)
  return list
}
