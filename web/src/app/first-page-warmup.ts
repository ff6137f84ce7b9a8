import { layoutForTheme } from '../features/layouts/template-layout.ts'
import { splitLocale } from '../features/locale/utils/locale-path.ts'
import type { SiteState } from '../stores/site.ts'
import { prefetchHomeData } from './pages/home-data.ts'
import { DownloadBar } from './lazy-download-bar.ts'
import { loadLook } from './site-look.ts'

/**
 * The moment startup answers, everything the first page needs that depends on the tenant starts
 * together: the template's layout and palette, the download bar it shows on phones, and on the
 * home page its data. Rendering would otherwise ask for them one after another.
 */
export function warmFirstPage(state: SiteState): void {
  if (state.status !== 'ready') return
  void firstLook(state.site.theme_code, state.showDownloadBar ?? false)
  if (splitLocale(location.pathname).path === '/') prefetchHomeData()
}

/** What the frame needs before it is drawn at all, so that it is drawn once, in place. */
export function firstLook(themeCode: string, downloadBar: boolean): Promise<unknown> {
  const parts: Promise<unknown>[] = [loadLook(layoutForTheme(themeCode), themeCode)]
  if (downloadBar) parts.push(DownloadBar.preload())
  return Promise.all(parts)
}
