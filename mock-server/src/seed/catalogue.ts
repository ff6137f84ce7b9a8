import { productCategoryValues } from '@playfront/contract/schema'
import type { ProductCategory } from '@playfront/contract/types'
import type { Game, Provider } from '../models/catalogue.ts'
import { seededFaker } from './seeded-faker.ts'

const providerNames: Record<ProductCategory, [code: string, name: string][]> = {
  slots: [
    ['LRS', 'Lucky Reel Studio'],
    ['GSP', 'Golden Spin'],
    ['NSL', 'Neon Slots'],
  ],
  livecasino: [
    ['RLV', 'Royal Live'],
    ['VDL', 'Velvet Dealer'],
  ],
  hashgame: [
    ['HSP', 'HashPlay'],
    ['BKB', 'BlockBet'],
  ],
  sportsbook: [
    ['PSB', 'Prime Sports'],
    ['GLN', 'Goal Line'],
  ],
  fish: [
    ['OKG', 'Ocean King'],
    ['RFH', 'Reef Hunter'],
  ],
  table: [
    ['CDH', 'Card House'],
    ['GFT', 'Green Felt'],
  ],
  sabong: [['CKL', 'Cockpit Live']],
  lottery: [
    ['LKD', 'Lucky Draw'],
    ['NUP', 'Numbers Up'],
  ],
  horseracing: [['TRF', 'Turf Club']],
  bingo: [['BGB', 'Bingo Bay']],
  arcade: [
    ['PXA', 'Pixel Arcade'],
    ['JBX', 'Joy Box'],
  ],
  crash: [
    ['RKC', 'Rocket Crash'],
    ['SKH', 'Sky High'],
  ],
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * Providers for all twelve categories, each with a logo served by the mock.
 *
 * @example
 * seedProviders().filter((p) => p.category === 'crash').length // 2
 */
export function seedProviders(): Provider[] {
  return productCategoryValues.flatMap((category) =>
    providerNames[category].map(([code, name]) => ({
      provider_code: code,
      provider_name: name,
      category,
      logo: `/__mock/img/provider/${code}.svg`,
    })),
  )
}

/**
 * Games for every provider (5 to 9 each), about a quarter of them hot, with tiles served by the mock.
 *
 * @example
 * seedGames(seedProviders())[0].img_url // '/__mock/img/game/LRS-01.svg'
 */
export function seedGames(providers: Provider[]): Game[] {
  const faker = seededFaker(200)
  let rank = 0
  return providers.flatMap((provider) => {
    const count = faker.number.int({ min: 5, max: 9 })
    return Array.from({ length: count }, (_, i) => {
      const code = `${provider.provider_code}-${String(i + 1).padStart(2, '0')}`
      rank += 1
      return {
        game_code: code,
        game_name: `${capitalise(faker.word.adjective())} ${capitalise(faker.word.noun())}`,
        game_type: provider.category,
        provider_code: provider.provider_code,
        img_url: `/__mock/img/game/${code}.svg`,
        is_hot: i < 2 || faker.number.int({ min: 0, max: 3 }) === 0,
        rank,
      }
    })
  })
}
