import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  use,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react'
import { RouterProvider } from 'react-router/dom'
import { MaintenanceView } from '../features/site/components/maintenance-view.tsx'
import { Preloader } from '../features/site/components/preloader.tsx'
import { StartupFailure } from '../features/site/components/startup-failure.tsx'
import { onApiFailure } from '../lib/api.ts'
import { useIsAuthenticated } from '../stores/session.ts'
import { useSiteState } from '../stores/site.ts'
import { useToastHostWanted } from '../stores/toasts.ts'
import { handleFailure } from './global-error-handler.ts'
import { useBodyClasses } from './use-body-classes.ts'
import { createAppRouter } from './router.tsx'
import { followOtherTabs } from './other-tabs.ts'
import { restorePlayer } from './restore-player.ts'
import { endSessionAtLimit, logOut } from './session-end.ts'
import { runStartup } from './startup.ts'
import { firstLook } from './first-page-warmup.ts'

const ToastHost = lazy(() => import('./toast-host.tsx'))
const RealityCheckWatch = lazy(
  () => import('../features/safer-play/components/reality-check-watch.tsx'),
)
const DevPanel =
  import.meta.env.DEV && !import.meta.env.SSR ? lazy(() => import('../dev/dev-panel.tsx')) : null

onApiFailure(handleFailure)

// The router starts loading the page at once; the frame is drawn when its look has arrived, so
// the preloader gives way to the whole layout in one paint instead of a Suspense fallback.
// A phone's main thread must not be held for long (decision 029): the router compiles its table
// in a task of its own, after the render that takes startup's answer, and the first render of the
// frame and page is a transition, which React splits into short slices.
function ReadySite({ themeCode, downloadBar }: { themeCode: string; downloadBar: boolean }) {
  const page = use(PageContext)
  if (page) return page
  return <StartingSite themeCode={themeCode} downloadBar={downloadBar} />
}

function StartingSite({ themeCode, downloadBar }: { themeCode: string; downloadBar: boolean }) {
  const [router, setRouter] = useState<ReturnType<typeof createAppRouter>>()
  const [lookShown, setLookShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setRouter(createAppRouter())))
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => void restorePlayer(), [])
  useEffect(() => {
    let current = true
    const show = () => current && startTransition(() => setLookShown(true))
    void firstLook(themeCode, downloadBar).then(show, show)
    return () => {
      current = false
    }
  }, [themeCode, downloadBar])
  return lookShown && router ? <RouterProvider router={router} /> : <Preloader />
}

function SiteByState() {
  const state = useSiteState()
  useBodyClasses(state)
  switch (state.status) {
    case 'loading':
      return <Preloader />
    case 'maintenance':
      return <MaintenanceView maintenance={state.maintenance} currency={state.currency} />
    case 'failed':
      return <StartupFailure message={state.message} onRetry={() => void runStartup()} />
    case 'ready':
      return (
        <ReadySite themeCode={state.site.theme_code} downloadBar={state.showDownloadBar ?? false} />
      )
  }
}

// The router, when the site has started before the app renders: on the server, and in the
// browser hydrating what the server sent.
const PageContext = createContext<ReactNode>(null)

/**
 * The whole site. `page`: the router of a site already started (server rendering, hydration);
 * `onShown` runs once the first render is on screen (the server's markup hydrated).
 */
export function App({ page, onShown }: { page?: ReactNode; onShown?: () => void }) {
  const toastsWanted = useToastHostWanted()
  const signedIn = useIsAuthenticated()
  // The watch stays after the sign-out it caused, to tell the player why.
  const [limitNotice, setLimitNotice] = useState(false)
  const started = page !== undefined
  useEffect(() => {
    if (!started) void runStartup()
  }, [started])
  const shown = useEffectEvent(() => onShown?.())
  useEffect(() => shown(), [])
  useEffect(() => followOtherTabs(), [])
  return (
    <>
      <PageContext value={page}>
        <SiteByState />
      </PageContext>
      <Suspense>
        {toastsWanted && <ToastHost />}
        {(signedIn || limitNotice) && (
          <RealityCheckWatch
            onStop={() => void logOut()}
            onSessionLimit={() => {
              setLimitNotice(true)
              endSessionAtLimit()
            }}
            onSessionLimitRead={() => setLimitNotice(false)}
          />
        )}
        {DevPanel && <DevPanel />}
      </Suspense>
    </>
  )
}
