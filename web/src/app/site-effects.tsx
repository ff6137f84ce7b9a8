import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useAnalytics } from '../features/analytics/use-analytics.ts'
import { registerSiteWorker } from '../features/build-freshness/site-worker.ts'
import { useBuildFreshness } from '../features/build-freshness/use-build-freshness.ts'
import { LiveChat } from '../features/live-chat/live-chat.tsx'
import { useTracking } from '../features/tracking/use-tracking.ts'
import { useViewportWatch } from '../hooks/use-viewport-watch.ts'
import { api as sharedApi } from '../lib/api.ts'
import { isServerRendered } from '../lib/server-rendered.ts'
import { visitHostname } from '../lib/visit-url.ts'
import { useReadySite } from '../stores/site.ts'
import { setViewport } from '../stores/viewport.ts'

type Api = ReturnType<typeof sharedApi>

const PageHeadKeeper = lazy(() => import('./page-head-keeper.tsx'))

/** Whether the page on screen is no longer the one the server drew (with its head): a move. */
function useMovedFromDrawnPage(): boolean {
  const { key } = useLocation()
  const drawnKey = useRef(key)
  const [moved, setMoved] = useState(() => !isServerRendered())
  useEffect(() => {
    if (key !== drawnKey.current) setMoved(true)
  }, [key])
  return moved
}

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
  const keepHead = useMovedFromDrawnPage()
  useAnalytics(client, tenant ? domainName : null)
  useBuildFreshness()
  useEffect(registerSiteWorker, [])

  return (
    <>
      {keepHead && (
        <Suspense>
          <PageHeadKeeper api={client} tenant={tenant} />
        </Suspense>
      )}
      <LiveChat licence={ready?.chatId} image={ready?.chatImage} />
    </>
  )
}
