import { useEffect, useMemo } from 'react'
import { useAnalytics } from '../features/analytics/use-analytics.ts'
import { registerSiteWorker } from '../features/build-freshness/site-worker.ts'
import { useBuildFreshness } from '../features/build-freshness/use-build-freshness.ts'
import { LiveChat } from '../features/live-chat/live-chat.tsx'
import { useSeoHead } from '../features/seo/use-seo-head.ts'
import { useTracking } from '../features/tracking/use-tracking.ts'
import { useViewportWatch } from '../hooks/use-viewport-watch.ts'
import { api as sharedApi } from '../lib/api.ts'
import { visitHostname } from '../lib/visit-url.ts'
import { useReadySite } from '../stores/site.ts'
import { usePageHeadInput } from './use-page-head-input.ts'
import { setViewport } from '../stores/viewport.ts'

type Api = ReturnType<typeof sharedApi>

/**
 * Everything the site does besides showing a page: viewport, tracking and the ad visit, the
 * SEO head, analytics snippets, live chat and the build check. Mount it once, inside the
 * router, after startup succeeded.
 */
export function SiteEffects({ api }: { api?: Api }) {
  const ready = useReadySite()
  const client = useMemo(() => api ?? sharedApi(), [api])
  const domainName = visitHostname()
  const externalId = ready?.site.external_id
  const tenant = useMemo(
    () => (externalId === undefined ? null : { domainName, externalId }),
    [domainName, externalId],
  )

  useViewportWatch(setViewport)
  useTracking(client, tenant)
  useSeoHead(client, tenant, usePageHeadInput(ready))
  useAnalytics(client, tenant ? domainName : null)
  useBuildFreshness()
  useEffect(registerSiteWorker, [])

  return <LiveChat licence={ready?.chatId} />
}
