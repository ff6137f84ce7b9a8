import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/use-call.ts'

export type SiteStats = components['schemas']['Stats']

export async function loadSiteStats(): Promise<Outcome<SiteStats>> {
  const answer = await api().post('/api/settings/top10winner_withdrawal', tenantBody())
  return outcomeOf(answer, (success) => success.value)
}
