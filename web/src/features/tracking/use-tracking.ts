import { useEffect } from 'react'
import type { createApi } from '@playfront/contract/client'
import { sendAdVisitOnce, type AdVisitTenant } from './ad-visit.ts'
import { rememberClientDomain } from './client-domain-cookie.ts'
import { rememberTrackingIds, trackingIds } from './tracking-ids.ts'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

export function useTracking(api: Api, tenant: AdVisitTenant | null): void {
  const domainName = tenant?.domainName
  const externalId = tenant?.externalId
  useEffect(() => {
    rememberClientDomain()
    rememberTrackingIds(location.search)
    if (domainName === undefined || externalId === undefined) return
    sendAdVisitOnce(api, { domainName, externalId }, trackingIds())
  }, [api, domainName, externalId])
}
