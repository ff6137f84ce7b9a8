import type { Promotion, Reward } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { playerBody, tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type PromotionCalls = {
  list: () => Promise<Outcome<Promotion[]>>
  apply: (promotionId: number) => Promise<Outcome<Reward>>
}

export const promotionCalls: PromotionCalls = {
  list: async () =>
    outcomeOf(await api().post('/api/promotion/list', tenantBody()), (success) => success.value),
  apply: async (id) =>
    outcomeOf(
      await api().post('/api/promotion/apply', { ...playerBody(), promotion_id: id }),
      (success) => success.value,
    ),
}
