import { defaultGameListSizes } from '../../lib/categories.ts'
import { showcaseQuery } from '../../features/lobby/api/showcase-query.ts'

/**
 * The home page's three calls, without the tenant fields every call adds. The app makes them
 * when startup answers; the build writes them into index.html, whose bootstrap makes them as
 * soon as its own startup call answers, before the scripts have arrived (decision 019).
 */
export const homeRequests = {
  hot: { path: '/api/product/get_hot_games', body: { game_type: '' } },
  showcase: { path: '/api/product/games', body: showcaseQuery(defaultGameListSizes) },
  banners: { path: '/api/promotion/list', body: {} },
} as const

export type HomeCall = keyof typeof homeRequests
