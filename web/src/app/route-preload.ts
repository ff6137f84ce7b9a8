import { createPreloadQueue } from '../features/build-freshness/preload-queue.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { routeTable, type RouteEntry } from './route-table.ts'

type PageLoader = RouteEntry['page']

/**
 * Loads a page's code as soon as the player shows intent (pointer over or focus on a link), so
 * the click finds it ready. At most 4 pages load at once (spec section 9), and nothing is
 * preloaded during the first visit, whose bytes are budgeted.
 */
export function createRoutePreloader(
  pageFor: (path: string) => PageLoader | undefined,
  preload = createPreloadQueue(),
) {
  const started = new Set<string>()
  return function preloadLink(href: string, origin: string): void {
    const url = new URL(href, origin)
    if (url.origin !== origin) return
    const { path } = splitLocale(url.pathname)
    const page = pageFor(path)
    if (!page || started.has(path)) return
    started.add(path)
    preload(page).catch(() => started.delete(path))
  }
}

const pageFor = (path: string) => routeTable.find((entry) => entry.path === path)?.page

/** The preloader of the site's own pages, for `app/preload-on-intent.ts`. */
export function sitePagePreloader(): (href: string, origin: string) => void {
  return createRoutePreloader(pageFor)
}
