type PreloadLink = (href: string, origin: string) => void

/**
 * One listener for the whole document: links anywhere in any layout preload their page when the
 * player points at or focuses them (route-preload.ts). The preloader itself is fetched on the
 * first such intent, so a first visit's budgeted bytes do not carry it.
 */
export function preloadPagesOnIntent(): () => void {
  let preloader: Promise<PreloadLink> | undefined
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!link) return
    const href = link.getAttribute('href') ?? ''
    preloader ??= import('./route-preload.ts').then((module) => module.sitePagePreloader())
    void preloader.then((preload) => preload(href, location.origin))
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  return () => {
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}
