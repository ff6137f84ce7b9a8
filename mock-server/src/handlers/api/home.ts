import type { Game } from '../../models/catalogue.ts'
import type { ApiRoute, ApiRoutes } from '../api-types.ts'
import { success } from '../envelope.ts'
import { gameView } from './game-view.ts'
import { playerOf } from './player-of.ts'
import { isFailure } from './tenant-of.ts'

/** `/api/home/fav_list`: the player's favourite games, most recent first. */
const favList: ApiRoute<'/api/home/fav_list'> = (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const games = context.backend.tables.games
  const value = who.player.favourites
    .map((code) => games.get(code))
    .filter((g): g is Game => g !== undefined)
    .map(gameView)
  return success({ value })
}

/** Routes of the `home` tag. */
export const homeRoutes: ApiRoutes = { '/api/home/fav_list': favList }
