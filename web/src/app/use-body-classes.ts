import { useEffect } from 'react'
import type { SiteState } from '../stores/site.ts'

/** Colours and template styles hang off these two body classes. */
export function useBodyClasses(state: SiteState): void {
  const site = state.status === 'ready' ? state.site : null
  const themeClass = site ? `theme-${site.theme_code}` : ''
  const colourClass = site ? `color-${site.theme_color}` : ''
  useEffect(() => {
    const added = [themeClass, colourClass].filter(Boolean)
    document.body.classList.add(...added)
    return () => document.body.classList.remove(...added)
  }, [themeClass, colourClass])
}
