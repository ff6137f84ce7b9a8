import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/use-call.ts'
import type { LobbyCategory, ProductCategory } from '../utils/category-routes.ts'
import type { LobbySearch } from '../utils/lobby-search.ts'

export type Game = components['schemas']['Game']
export type GamePage = { games: Game[]; total: number }

export async function loadHotGames(category: ProductCategory | '' = ''): Promise<Outcome<Game[]>> {
  const answer = await api().post('/api/product/get_hot_games', { ...tenantBody(), game_type: category })
  return outcomeOf(answer, (success) => success.value)
}

function matches(game: Game, { provider, keyword }: LobbySearch): boolean {
  return (!provider || game.provider_code === provider) && (!keyword || game.game_name.toLowerCase().includes(keyword.toLowerCase()))
}

/** The hot list has no paged call, so its filters and pages are applied here. */
async function hotGamePage(search: LobbySearch, pageSize: number): Promise<Outcome<GamePage>> {
  const hot = await loadHotGames()
  if (!hot.ok) return hot
  const games = hot.value.filter((game) => matches(game, search))
  const start = (search.page - 1) * pageSize
  return { ok: true, value: { games: games.slice(start, start + pageSize), total: games.length } }
}

export async function loadGamePage(category: LobbyCategory, search: LobbySearch, pageSize: number): Promise<Outcome<GamePage>> {
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
