import type { Game } from '../../models/catalogue.ts'
import type { Schema } from '../api-types.ts'

/**
 * A game as lists show it (the contract's Game).
 *
 * @example
 * gameView(game) // { game_code, game_name, game_type, img_url, provider_code }
 */
export function gameView(game: Game): Schema<'Game'> {
  const { game_code, game_name, game_type, img_url, provider_code } = game
  return { game_code, game_name, game_type, img_url, provider_code }
}
