import { TabBar } from '../features/layouts/components/lazy-tab-bar.ts'
import { frameParts } from '../features/layouts/frame-parts.ts'
import { layoutForTheme } from '../features/layouts/template-layout.ts'
import { minWidthQuery } from '../lib/breakpoints.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { perVisit } from '../lib/per-visit.ts'
import type { SiteState } from '../stores/site.ts'
import { firstLook } from './first-page-warmup.ts'
import { prefetchHomeData } from './pages/home-prefetch.ts'
import { LayoutRail } from './lazy-layout-rail.ts'

/**
 * The moment startup answers, everything the first page needs that depends on the tenant starts
 * together: the template's layout and palette, the download bar it shows on phones, and on the
 * home page its data. Rendering would otherwise ask for them one after another.
 */
const home = perVisit(() => ({ asked: false }))

export function warmFirstPage(state: SiteState): void {
  if (state.status !== 'ready') return
  void firstLook(state.site.theme_code, state.showDownloadBar ?? false)
  void startFrameParts(layoutForTheme(state.site.theme_code))
  // Only for the page the visit opens: a later run of startup (a tenant change) must not leave
  // answers behind for a home page shown minutes later.
  if (!home().asked && splitLocale(location.pathname).path === '/') prefetchHomeData()
  home().asked = true
}

/** The rail or the tab bar this screen will show, started with the layout instead of after it. */
function startFrameParts(layout: keyof typeof frameParts): Promise<unknown> {
  const parts = frameParts[layout]
  const wide = matchMedia(minWidthQuery(parts.desktopFrom)).matches
  if (wide && parts.rail !== 'none') return LayoutRail.preload()
  if (!wide && parts.mobileNav === 'tabs') return TabBar.preload()
  return Promise.resolve()
}
