import { bootData } from './boot-data.ts'

const asked = new Set<string>()

/**
 * Starts the downloads of a screen's code and the chunks it imports, together, from the build's
 * list in the page (boot block `preload.pages`): a screen's chunk then does not wait for its
 * imports one level at a time. The build leaves these lists out of the scripts themselves
 * (vite.config.ts, `resolveDependencies`), where they weighed 2 KB of every first visit.
 */
export function preloadPageFiles(page: string): void {
  if (typeof document === 'undefined') return
  const boot = bootData()
  if (!boot) return
  for (const index of boot.preload.pages[page] ?? []) {
    const file = boot.preload.files[index]
    if (!file?.endsWith('.js') || asked.has(file)) continue
    asked.add(file)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = file
    document.head.appendChild(link)
  }
}
