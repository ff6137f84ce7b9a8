import type { Review } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { playerBody, tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type ReviewPage = { rows: Review[]; total: number; average: number }

export async function loadReviews(page: number, pageSize: number): Promise<Outcome<ReviewPage>> {
  const answer = await api().post('/api/content/reviews', {
    ...tenantBody(),
    page,
    page_size: pageSize,
  })
  return outcomeOf(answer, (success) => ({
    rows: success.value,
    total: success.total,
    average: success.average_rating,
  }))
}

export async function submitReview(rating: number, comment: string): Promise<Outcome<Review>> {
  return outcomeOf(
    await api().post('/api/content/submit_review', { ...playerBody(), rating, comment }),
    (success) => success.value,
  )
}
