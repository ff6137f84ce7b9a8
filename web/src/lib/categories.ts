export const productCategories = [
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
] as const

export type ProductCategory = (typeof productCategories)[number]

export const hotCategory = 'hot'

export const defaultGameListSizes = { hot: 15, featured: 10, popular: 6, new: 6 } as const

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && (productCategories as readonly string[]).includes(value)
}
