import type { Failure } from '@playfront/contract/types'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { prerender } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import { PlayerAccountArea } from '../app/account-area.tsx'
import { App } from '../app/app.tsx'
import { pendingArrival } from '../app/arrival-modal.ts'
import { setVisitTranslator } from '../app/i18n.ts'
import { ruleFor } from '../app/route-rules.ts'
import type { RouteHandle } from '../app/route-table.ts'
import { appRoutes, keepRouterHydration } from '../app/router.tsx'
import { loadLook } from '../app/site-look.ts'
import { pageHeadInput, routeOfName } from '../app/use-page-head-input.ts'
import { loadPlayerData } from '../features/auth/api/player-data.ts'
import { sanitizeHtml } from '../features/cms/sanitize-html.ts'
import { classifyFailure } from '../features/errors/utils/classify-failure.ts'
import { layoutForTheme } from '../features/layouts/template-layout.ts'
import { loadSeo } from '../features/seo/load-seo.ts'
import { pageHead, type PageHead } from '../features/seo/page-head.ts'
import { setServerUserAgent } from '../hooks/use-device-info.ts'
import { api } from '../lib/api.ts'
import { guessWidth, setDrawnWidth } from '../lib/drawn-width.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { handoverOfVisit, type Handover } from '../lib/handover.ts'
import { playerFromCookies } from '../lib/player-cookie.ts'
import { markServerRendered } from '../lib/server-rendered.ts'
import type { Locale } from '../lib/locales.ts'
import { setLocale } from '../stores/locale.ts'
import { setSeoRecord } from '../stores/seo-record.ts'
import { locales } from '../lib/locales.ts'
import { emptySession, session, sessionOf, takeSession } from '../stores/session.ts'
import { readySite } from '../stores/site.ts'
import { serverTranslator } from './server-i18n.ts'
import { reachBackend, startTenant, type Backend } from './tenant-visit.ts'
import { isSuccess } from '@playfront/contract/success'
import { tenantPalette } from './tenant-look.ts'
import { inNewVisit } from './visit-scope.ts'
import { manifestPath } from './web-manifest.ts'

/** One page request as the HTTP server hands it over. */
export type VisitRequest = {
  /** The address the visitor asked for, its origin from the Host header. */
  url: URL
  cookie: string
  userAgent: string
  /** The Sec-CH-UA-Mobile client hint, where the browser sent one. */
  mobileHint?: string
  backend: Backend
  /** Abandons the render (the visitor went away, or it took too long). */
  signal?: AbortSignal
}

export type RenderedPage = {
  kind: 'page'
  status: number
  html: string
  /** The tenant's head, or null when startup failed (no tenant to speak for). */
  head: PageHead | null
  bodyClass: string
  /** The screen's chunk (`about` for `/about`) and the tenant's theme, for the files to link. */
  page: string | null
  theme: string | null
  /** The tenant's analytics snippets, which the page's Content-Security-Policy must allow. */
  analytics: string[]
  /** The tenant's web app manifest in the page's language, and its browser bar colour. */
  app: { manifest: string; themeColor: string } | null
  /** Drawn with a player's data: for that player alone. */
  signedIn: boolean
  /** The player cookie named a session the backend has ended: the answer clears it. */
  endSession: boolean
  /** The route asks to be prerendered: its HTML may be kept longer. */
  prerender: boolean
  /** The language the page is in. */
  locale: Locale
  /** What the browser's state takes before it hydrates (`lib/handover.ts`). */
  state: Handover
}

export type RenderedVisit =
  | { kind: 'redirect'; status: number; location: string; arrival?: string; endSession: boolean }
  | RenderedPage

const handler = createStaticHandler(appRoutes(locales))

async function renderToHtml(element: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerender(element, {
    signal,
    // React sends a part that comes after this many bytes hidden, with a script to reveal it, so
    // that a stream can paint sooner. The page goes out whole: none is hidden from a crawler.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  })
  // A part that threw would be sent as a template for the browser to render: a crawler and a
  // page without JavaScript would get nothing. The server answers with its error instead.
  if (errors.length) throw errors[0]
  const html = await new Response(prelude).text()
  // No part may come hidden behind a script to reveal it (the CSP would block it, and a crawler
  // would never see it): every render is whole.
  if (html.includes('<script') || html.includes('<template'))
    throw new Error('React sent part of the page to be revealed by a script')
  return html
}

/**
 * Renders one request's page as the browser would first draw it, in a visit of its own: startup
 * for the Host's tenant, the player of the player cookie, the route's guard and the page's data,
 * then the React tree to HTML with every lazy part in place.
 */
export function renderVisit(request: VisitRequest): Promise<RenderedVisit> {
  return inNewVisit(() => render(request))
}

/** The player cookie's player, with balance, VIP and favourites; false when the backend ended the session. */
async function startPlayer(cookie: string, failures: Failure[]): Promise<boolean> {
  const user = playerFromCookies(cookie)
  if (!user) return true
  takeSession(sessionOf(user))
  await loadPlayerData()
  if (!failures.some((failure) => classifyFailure(failure.statusMessage) === 'end-session'))
    return true
  takeSession(emptySession)
  return false
}

async function render(request: VisitRequest): Promise<RenderedVisit> {
  const { url, cookie, userAgent, mobileHint, backend, signal } = request
  markServerRendered()
  const width = guessWidth(cookie, userAgent, mobileHint)
  setDrawnWidth(width)
  setServerUserAgent(userAgent)
  const failures: Failure[] = []
  reachBackend(backend, (failure) => failures.push(failure))
  const { locale } = splitLocale(url.pathname)
  setLocale(locale)
  const translator = serverTranslator(locale)
  setVisitTranslator(translator)

  const analytics = api().post('/api/settings/get_analytics', { domain_name: url.hostname })
  await startTenant(url)
  const ready = readySite()
  const seoRecord = ready
    ? loadSeo(api(), { domainName: url.hostname, externalId: ready.site.external_id })
    : Promise.resolve(null)
  const endSession = ready ? !(await startPlayer(cookie, failures)) : false
  if (session().isAuthenticated) await PlayerAccountArea.preload()
  let context: StaticHandlerContext | null = null
  if (ready) {
    const answer = await handler.query(new Request(url, { signal }))
    if (answer instanceof Response) {
      return {
        kind: 'redirect',
        status: answer.status,
        location: answer.headers.get('Location') ?? '/',
        arrival: pendingArrival()?.modal,
        endSession,
      }
    }
    context = answer
    await loadLook(layoutForTheme(ready.site.theme_code), ready.site.theme_code)
  }
  const seo = await seoRecord
  if (ready) setSeoRecord(seo)
  keepRouterHydration(
    context
      ? { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors }
      : { loaderData: {}, actionData: null, errors: null },
  )

  const router = context && (
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />
  )
  const element = (
    <I18nextProvider i18n={translator}>
      <App start={{ ready: () => router, retry: () => {} }} />
    </I18nextProvider>
  )
  const html = await renderToHtml(element, signal)

  const page = routeOfName(
    context?.matches
      .map((match) => (match.route.handle as RouteHandle | undefined)?.name)
      .findLast(Boolean),
  )
  const status = !ready ? 503 : !page ? 404 : (context?.statusCode ?? 200)
  const analyticsAnswer = await analytics
  return {
    kind: 'page',
    status,
    html,
    head: ready
      ? pageHead({
          ...pageHeadInput(ready, url, page, (key, options = {}) => translator.t(key, options)),
          seo,
        })
      : null,
    bodyClass: ready ? `theme-${ready.site.theme_code} color-${ready.site.theme_color}` : '',
    app: ready
      ? {
          manifest: manifestPath(locale),
          themeColor: tenantPalette(ready.site.theme_code, ready.site.theme_color).header,
        }
      : null,
    page: page ? (page.path === '/' ? 'home' : page.name) : null,
    theme: ready?.site.theme_code ?? null,
    analytics: isSuccess(analyticsAnswer) ? analyticsAnswer.value.map((entry) => entry.script) : [],
    signedIn: session().isAuthenticated,
    endSession,
    prerender: Boolean(page && ruleFor(page.path)?.prerender),
    locale,
    state: handoverOfVisit(),
  }
}

/** What every render needs made once, done when the server starts rather than by its first visitor. */
export async function prepareRenderer(): Promise<void> {
  await sanitizeHtml('')
}
