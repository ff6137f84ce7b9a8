import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'
import { setHasHotGames } from '../../../stores/site.ts'
import type { LobbyCategory, ProductCategory } from '../utils/category-routes.ts'
import type { LobbySearch } from '../utils/lobby-search.ts'
import { showcaseQuery } from './showcase-query.ts'

export type Game = components['schemas']['Game']
export type GamePage = { games: Game[]; total: number }

type HotGamesAnswer = Awaited<ReturnType<typeof postHotGames>>
type GamesAnswer = Extract<Awaited<ReturnType<typeof postGames>>, { statusCode: 1 }>

/** The hot games call itself; `loadHotGames` reads its answer. */
export const postHotGames = (category: ProductCategory | '' = '') =>
  api().post('/api/product/get_hot_games', { ...tenantBody(), game_type: category })
/** The games call itself, for a query of `showcaseQuery`. */
export const postGames = (query: ReturnType<typeof showcaseQuery>) =>
  api().post('/api/product/games', { ...tenantBody(), ...query })

/**
 * The hot list out of a successful answer (the home page also takes it from index.html's early
 * call), which also tells the site whether the tenant has hot games at all (`hasHotGames`).
 */
export const hotGamesOf = (success: Extract<HotGamesAnswer, { statusCode: 1 }>): Game[] => {
  setHasHotGames(success.value.length > 0)
  return success.value
}

export async function loadHotGames(category: ProductCategory | '' = ''): Promise<Outcome<Game[]>> {
  return outcomeOf(await postHotGames(category), hotGamesOf)
}

function matches(game: Game, { provider, keyword }: LobbySearch): boolean {
  return (
    (!provider || game.provider_code === provider) &&
    (!keyword || game.game_name.toLowerCase().includes(keyword.toLowerCase()))
  )
}

/** The hot list has no paged call, so its filters and pages are applied here. */
async function hotGamePage(search: LobbySearch, pageSize: number): Promise<Outcome<GamePage>> {
  const hot = await loadHotGames()
  if (!hot.ok) return hot
  const games = hot.value.filter((game) => matches(game, search))
  const start = (search.page - 1) * pageSize
  return { ok: true, value: { games: games.slice(start, start + pageSize), total: games.length } }
}

export async function loadGamePage(
  category: LobbyCategory,
  search: LobbySearch,
  pageSize: number,
): Promise<Outcome<GamePage>> {
  if (category === 'hot') return hotGamePage(search, pageSize)
  const answer = await api().post('/api/product/games', {
    ...tenantBody(),
    game_type: category,
    provider_code: search.provider,
    keyword: search.keyword,
    page: search.page,
    page_size: pageSize,
  })
  return outcomeOf(answer, (success) => ({ games: success.value, total: success.total }))
}

export type Showcase = { featured: Game[]; popular: Game[]; latest: Game[] }

/** The games call has no sort yet, so the home lists are consecutive slices of the rank order. */
export async function loadShowcase(sizes: {
  featured: number
  popular: number
  new: number
}): Promise<Outcome<Showcase>> {
  return outcomeOf(await postGames(showcaseQuery(sizes)), showcaseOf(sizes))
}

/** The three home lists out of a successful games answer. */
export function showcaseOf(sizes: {
  featured: number
  popular: number
  new: number
}): (success: GamesAnswer) => Showcase {
  const total = sizes.featured + sizes.popular + sizes.new
  return ({ value }) => ({
    featured: value.slice(0, sizes.featured),
    popular: value.slice(sizes.featured, sizes.featured + sizes.popular),
    latest: value.slice(sizes.featured + sizes.popular, total),
  })
}
