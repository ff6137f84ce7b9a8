import { productCategoryValues } from '@playfront/contract/schema'
import { z } from 'zod'

/**
 * A game provider; it offers games of one category.
 *
 * @example
 * providerSchema.parse({ provider_code: 'PG', provider_name: 'PG Soft', category: 'slots', logo: '/__mock/img/provider/PG.svg' })
 */
export const providerSchema = z.object({
  provider_code: z.string(),
  provider_name: z.string(),
  category: z.enum(productCategoryValues),
  logo: z.string(),
})

/**
 * A game of a provider. `game_type` is its category slug; `img_url` is a tile served by the mock.
 *
 * @example
 * gameSchema.parse({ game_code: 'PG-001', game_name: 'Lucky Koi', game_type: 'slots', provider_code: 'PG', img_url: '/__mock/img/game/PG-001.svg', is_hot: true, rank: 1 })
 */
export const gameSchema = z.object({
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  provider_code: z.string(),
  img_url: z.string(),
  is_hot: z.boolean(),
  rank: z.number(),
})

export type Provider = z.output<typeof providerSchema>
export type Game = z.output<typeof gameSchema>
