import type { ApiRoute, ApiRoutes } from '../api-types.ts'
import { success } from '../envelope.ts'
import { gameView } from './game-view.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

/**
 * `/api/product/get_hot_games`: the tenant's hot games of its categories, filtered by
 * game_type (empty = every type), in rank order.
 */
const hotGames: ApiRoute<'/api/product/get_hot_games'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const type = context.body.game_type
  const value = context.backend.tables.games
    .findMany(
      (q) =>
        q.where({
          is_hot: true,
          game_type: (gameType) =>
            tenant.categories.includes(gameType) && (type === '' || gameType === type),
        }),
      { orderBy: { rank: 'asc' } },
    )
    .map(gameView)
  return success({ value })
}

/** Routes of the `product` tag. */
export const productRoutes: ApiRoutes = { '/api/product/get_hot_games': hotGames }
