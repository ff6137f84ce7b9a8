import { defaultGameListSizes } from '../../lib/categories.ts'
import { takeEarlyHome } from '../../lib/early-answers.ts'
import { safeUrl } from '../../lib/safe-url.ts'
import { outcomeOf } from '../../lib/outcome.ts'
import { bannersOf, postPromotions } from '../../features/home/api/banners.ts'
import {
  hotGamesOf,
  postGames,
  postHotGames,
  showcaseOf,
} from '../../features/lobby/api/game-lists.ts'
import { earlyOrCall } from '../early-startup.ts'
import { ask } from './home-data.ts'
import { homeRequests, type HomeCall } from './home-requests.ts'

/**
 * Asks for the home page's lists as soon as the tenant is known, before the page renders, or
 * takes the ones index.html's bootstrap already asked for: the same requests (`homeRequests`).
 */
export function prefetchHomeData(): void {
  const answers = takeEarlyHome()?.catch(() => undefined)
  const answerOf = (call: HomeCall) => answers?.then((calls) => calls?.[call])
  ask(
    'hot',
    earlyOrCall(answerOf('hot'), () => postHotGames(homeRequests.hot.body.game_type)).then((a) =>
      outcomeOf(a, hotGamesOf),
    ),
  )
  ask(
    'showcase',
    earlyOrCall(answerOf('showcase'), () => postGames(homeRequests.showcase.body)).then((answer) =>
      outcomeOf(answer, showcaseOf(defaultGameListSizes)),
    ),
  )
  const banners = ask(
    'banners',
    earlyOrCall(answerOf('banners'), postPromotions).then((answer) =>
      outcomeOf(answer, bannersOf()),
    ),
  )
  void banners.then((answer) => answer.ok && answer.value[0] && preloadImage(answer.value[0].image))
}

// The first banner is the page's largest paint: its request starts with the answer that names it,
// unless the bootstrap, which made the same call, already asked for it.
function preloadImage(url: string): void {
  const href = safeUrl(url)
  if (!href) return
  const asked = document.head.querySelectorAll('link[rel="preload"]')
  if ([...asked].some((link) => link.getAttribute('href') === href)) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  link.fetchPriority = 'high'
  document.head.appendChild(link)
}
