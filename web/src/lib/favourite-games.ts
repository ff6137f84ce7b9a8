import type { components } from '@playfront/contract/schema'
import type { FavouriteGame } from '../stores/session.ts'

type FavouriteAnswer = components['schemas']['FavouriteGame']
type Game = components['schemas']['Game']

/** The session keeps the image as game_image (spec section 7); lists take a contract Game back. */
export function favouriteFrom({ img_url, ...game }: FavouriteAnswer): FavouriteGame {
  return { ...game, game_image: img_url }
}

export function gameFromFavourite({ game_image, ...game }: FavouriteGame): Game {
  return { ...game, img_url: game_image }
}
