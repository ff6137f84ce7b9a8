import type { components } from '@playfront/contract/schema'
import { sharedRead } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type SiteStats = components['schemas']['Stats']

/**
 * The tenant's winners and withdrawals, read once a minute at most: the casino layouts' winners
 * rail, the home page's strip below the fold and the leaderboard share one answer.
 */
export async function loadSiteStats(): Promise<Outcome<SiteStats>> {
  const answer = await sharedRead('/api/settings/top10winner_withdrawal', tenantBody(), 60_000)
  return outcomeOf(answer, (success) => success.value)
}
