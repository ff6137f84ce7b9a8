import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type Banner = { id: number; title: string; image: string }

type Promotion = components['schemas']['Promotion']

/** The promotions call itself; `loadBanners` reads its answer. */
export const postPromotions = () => api().post('/api/promotion/list', tenantBody())

/** The contract has no banner call; the tenant's promotions carry the banner images. */
export async function loadBanners(limit = 3): Promise<Outcome<Banner[]>> {
  return outcomeOf(await postPromotions(), bannersOf(limit))
}

/** The banners out of a successful promotions answer: the first `limit` with an image. */
export function bannersOf(limit = 3) {
  return ({ value }: { value: Promotion[] }): Banner[] =>
    value
      .filter((promotion) => promotion.image_url)
      .slice(0, limit)
      .map((promotion) => ({
        id: promotion.promotion_id,
        title: promotion.title,
        image: promotion.image_url,
      }))
}
