import type { FavouriteGame } from '../stores/session.ts'

export type FavouriteAnswer = {
  game_code: string
  game_name: string
  game_type: string
  img_url: string
  provider_code: string
}

export function favouriteFrom({ img_url, ...game }: FavouriteAnswer): FavouriteGame {
  return { ...game, game_image: img_url }
}
