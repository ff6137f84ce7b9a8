import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { createApi } from '@playfront/contract/client'
import type { AdVisitTenant } from './ad-visit.ts'
import { rememberClientDomain } from './client-domain-cookie.ts'
import { rememberTrackingIds, trackingIds } from './tracking-ids.ts'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

/** Ids are read from the query on every route; the ad visit still goes out only once per load. */
export function useTracking(api: Api, tenant: AdVisitTenant | null): void {
  const { search } = useLocation()
  const domainName = tenant?.domainName
  const externalId = tenant?.externalId

  useEffect(() => rememberTrackingIds(search), [search])

  useEffect(() => {
    rememberClientDomain()
    const ids = trackingIds()
    if (domainName === undefined || externalId === undefined) return
    // Spec section 4: sent only if fbp or appsflyer_id exists; the code comes only then too.
    if (ids.fbp || ids.appsflyerId)
      void import('./ad-visit.ts').then(({ sendAdVisitOnce }) =>
        sendAdVisitOnce(api, { domainName, externalId }, ids),
      )
  }, [api, domainName, externalId])
}
