import { productCategoryValues } from '@playfront/contract/schema'
import type { ProductCategory } from '@playfront/contract/types'

export type { ProductCategory }

export const productCategories = productCategoryValues

export const hotCategory = 'hot'

export const defaultGameListSizes = { hot: 15, featured: 10, popular: 6, new: 6 } as const

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && (productCategories as readonly string[]).includes(value)
}
