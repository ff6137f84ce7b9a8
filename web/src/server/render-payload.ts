import { askPageData } from '../app/page-data.ts'
import type { PrerenderedPayload } from '../app/prerendered-payload.ts'
import { ruleFor } from '../app/route-rules.ts'
import { routeTable } from '../app/route-table.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { setLocale } from '../stores/locale.ts'
import { startTenant, reachBackend, type Backend } from './tenant-visit.ts'
import { inNewVisit } from './visit-scope.ts'

/**
 * `GET {path}/_payload.json?{buildId}` for a route whose rule says `prerender` (spec section 7):
 * the data its screens show, for the Host's tenant, as the browser hands it to them on a client
 * navigation. Null when there is no such route, or the payload asked for is of another build.
 */
export function renderPayload(
  url: URL,
  buildId: string,
  backend: Backend,
): Promise<PrerenderedPayload | null> {
  const pagePath = url.pathname.replace(/\/_payload\.json$/, '') || '/'
  const { locale, path } = splitLocale(pagePath)
  const entry = routeTable.find((route) => route.path === path)
  if (!entry || !ruleFor(path)?.prerender || url.search.slice(1) !== buildId)
    return Promise.resolve(null)
  return inNewVisit(async () => {
    setLocale(locale)
    reachBackend(backend)
    if ((await startTenant(new URL(pagePath, url))).status !== 'ready') return null
    const module = await entry.page()
    return {
      buildId,
      answers: await askPageData(module.pageData, new URL(pagePath + url.search, url)),
    }
  })
}
