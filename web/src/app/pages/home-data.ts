import { defaultGameListSizes } from '../../lib/categories.ts'
import { takeEarlyHome } from '../../lib/boot-data.ts'
import { bannersOf, loadBanners } from '../../features/home/api/banners.ts'
import type { HomeCall } from './home-requests.ts'
import {
  hotGamesOf,
  loadHotGames,
  loadShowcase,
  showcaseOf,
} from '../../features/lobby/api/game-lists.ts'
import type { Outcome } from '../../lib/use-call.ts'

const early = new Map<HomeCall, Promise<Outcome<unknown>>>()

/**
 * The answer index.html's bootstrap asked for, when it is a success; anything else (no early
 * call, a failure) is asked again through the API client, so that failures reach the global
 * error handler as they always did.
 */
async function earlyOr<T, A>(
  answer: Promise<unknown> | undefined,
  pick: (success: A) => T,
  load: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const body = await answer?.catch(() => undefined)
  if (
    typeof body === 'object' &&
    body !== null &&
    (body as { statusCode?: unknown }).statusCode === 1
  )
    return { ok: true, value: pick(body as A) }
  return load()
}

/**
 * Asks for the home page's lists as soon as the tenant is known, before the page renders, or
 * takes the ones index.html's bootstrap already asked for.
 */
export function prefetchHomeData(): void {
  const answers = takeEarlyHome()?.catch(() => undefined)
  const answerOf = (call: HomeCall) => answers?.then((calls) => calls?.[call])
  early.set(
    'hot',
    earlyOr(answerOf('hot'), hotGamesOf, () => loadHotGames()),
  )
  early.set(
    'showcase',
    earlyOr(answerOf('showcase'), showcaseOf(defaultGameListSizes), () =>
      loadShowcase(defaultGameListSizes),
    ),
  )
  const banners = earlyOr(answerOf('banners'), bannersOf(), () => loadBanners())
  early.set('banners', banners)
  void banners.then((answer) => answer.ok && answer.value[0] && preloadImage(answer.value[0].image))
}

// The first banner is the page's largest paint: its request starts with the answer that names it
// (the bootstrap's own preload, when it made the call, is the same request).
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
