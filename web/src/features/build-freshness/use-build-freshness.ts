import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { listenForChunkErrors } from './chunk-errors.ts'
import { watchLatestBuild } from './latest-build.ts'
import { reloadOnce } from './reload-guard.ts'
import { whenPageIdle } from '../../lib/page-idle.ts'
import { activateWaitingWorker, watchWaitingWorker } from './site-worker.ts'

// The worker of the new build takes over as the page is left, then the reload runs that build.
const reloadPage = () => void activateWaitingWorker().then(() => window.location.reload())

/**
 * A newer build is not forced on a player mid-page: the full reload waits for the next
 * navigation, whose URL the router has already put in the address bar.
 */
export function useBuildFreshness({
  runningId = __BUILD_ID__,
  reload = reloadPage,
}: { runningId?: string; reload?: () => void } = {}): void {
  const { pathname } = useLocation()
  const stale = useRef(false)
  const shownPath = useRef(pathname)

  // The first check waits until the page is idle: no first paint needs it.
  useEffect(() => {
    let stop: (() => void) | undefined
    let current = true
    void whenPageIdle().then(() => {
      if (!current) return
      const stopBuild = watchLatestBuild(runningId, () => (stale.current = true))
      // A newer build's worker waiting is a newer build deployed, found sooner than the check.
      const stopWorker = watchWaitingWorker(() => (stale.current = true))
      stop = () => {
        stopBuild()
        stopWorker()
      }
    })
    return () => {
      current = false
      stop?.()
    }
  }, [runningId])

  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (stale.current) reloadOnce(pathname, reload)
  }, [pathname, reload])

  useEffect(
    () => listenForChunkErrors(() => reloadOnce(window.location.pathname, reload)),
    [reload],
  )
}
