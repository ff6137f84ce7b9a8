import { layoutForTheme } from '../features/layouts/template-layout.ts'
import { DownloadBar } from './lazy-download-bar.ts'
import { loadLook } from './site-look.ts'

/** What the frame needs before it is drawn at all, so that it is drawn once, in place. */
export function firstLook(themeCode: string, downloadBar: boolean): Promise<unknown> {
  const parts: Promise<unknown>[] = [loadLook(layoutForTheme(themeCode), themeCode)]
  if (downloadBar) parts.push(DownloadBar.preload())
  return Promise.all(parts)
}
