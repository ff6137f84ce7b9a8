import { hotCategory, isProductCategory, type ProductCategory } from './categories.ts'

type Categorised = { category?: string | null }

export function offeredCategories(
  providers: readonly { category: string }[],
): Set<ProductCategory> {
  return new Set(providers.map((provider) => provider.category).filter(isProductCategory))
}

/**
 * Keeps an entry when a provider offers its category. The hot entry and entries without a
 * known category (promotions, VIP …) are always kept: they do not depend on a provider.
 */
export function filterCatalogue<T extends Categorised>(
  entries: readonly T[],
  providers: readonly { category: string }[],
): T[] {
  const offered = offeredCategories(providers)
  return entries.filter(({ category }) => {
    if (category === hotCategory) return true
    if (!isProductCategory(category)) return true
    return offered.has(category)
  })
}
