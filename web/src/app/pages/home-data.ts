import { defaultGameListSizes } from '../../lib/categories.ts'
import { loadBanners } from '../../features/home/api/banners.ts'
import { loadHotGames, loadShowcase } from '../../features/lobby/api/game-lists.ts'
import type { Outcome } from '../../lib/use-call.ts'

type HomeCall = 'hot' | 'showcase' | 'banners'

const early = new Map<HomeCall, Promise<Outcome<unknown>>>()

/** Asks for the home page's lists as soon as the tenant is known, before the page renders. */
export function prefetchHomeData(): void {
  early.set('hot', loadHotGames())
  early.set('showcase', loadShowcase(defaultGameListSizes))
  const banners = loadBanners()
  early.set('banners', banners)
  void banners.then((answer) => answer.ok && answer.value[0] && preloadImage(answer.value[0].image))
}

// The first banner is the page's largest paint: its request starts with the answer that names it.
function preloadImage(href: string): void {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  link.fetchPriority = 'high'
  document.head.appendChild(link)
}

/** The prefetched answer the first time a call is made, a fresh call after that (a retry, a revisit). */
export function homeCall<T>(
  key: HomeCall,
  load: () => Promise<Outcome<T>>,
): () => Promise<Outcome<T>> {
  return () => {
    const answer = early.get(key) as Promise<Outcome<T>> | undefined
    early.delete(key)
    return answer ?? load()
  }
}
