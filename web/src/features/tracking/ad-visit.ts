import type { createApi } from '@playfront/contract/client'
import type { TrackingIds } from './tracking-ids.ts'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

export type AdVisitTenant = { domainName: string; externalId: string }

const sentBy = new WeakMap<Api, Set<string>>()

/**
 * Sends the ad visit at most once per API client (one per page load) and tenant, however often
 * effects re-run (StrictMode mounts twice). A failure reaches the global handler through the
 * client's onError.
 */
export function sendAdVisitOnce(api: Api, tenant: AdVisitTenant, ids: TrackingIds): boolean {
  if (!ids.fbp && !ids.appsflyerId) return false
  const sent = sentBy.get(api) ?? new Set<string>()
  if (sent.has(tenant.domainName)) return false
  sentBy.set(api, sent.add(tenant.domainName))
  void api.post('/api/settings/adsvisit', {
    domain_name: tenant.domainName,
    external_id: tenant.externalId,
    fbp: ids.fbp,
    appsflyer_id: ids.appsflyerId,
  })
  return true
}
