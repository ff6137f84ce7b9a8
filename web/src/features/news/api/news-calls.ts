import type { NewsItem } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type NewsPage = { rows: NewsItem[]; total: number }

export async function loadNews(page: number, pageSize: number): Promise<Outcome<NewsPage>> {
  const answer = await api().post('/api/content/news', {
    ...tenantBody(),
    page,
    page_size: pageSize,
  })
  return outcomeOf(answer, (success) => ({ rows: success.value, total: success.total }))
}

/** The page of a paged list as the URL gives it: a positive whole number, else 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}
