import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react'
import { Preloader } from '../features/site/components/preloader.tsx'
import { onApiFailure } from '../lib/api.ts'
import { useBrowserValue } from '../hooks/use-browser-value.ts'
import { useIsAuthenticated } from '../stores/session.ts'
import { useSiteState, type ReadySite } from '../stores/site.ts'
import { useToastHostWanted } from '../stores/toasts.ts'
import { handleFailure } from './global-error-handler.ts'
import { useBodyClasses } from './use-body-classes.ts'
import { followOtherTabs } from './other-tabs.ts'
import { endSessionAtLimit, logOut } from './session-end.ts'

const ToastHost = lazy(() => import('./toast-host.tsx'))
// A site under maintenance, or one whose startup failed, is not what a visit usually meets: their
// views come when they are shown.
const MaintenanceView = lazy(() => import('../features/site/components/maintenance-view.tsx'))
const StartupFailure = lazy(() => import('../features/site/components/startup-failure.tsx'))
const RealityCheckWatch = lazy(
  () => import('../features/safer-play/components/reality-check-watch.tsx'),
)
const DevPanel = import.meta.env.DEV ? lazy(() => import('../dev/dev-panel.tsx')) : null

onApiFailure(handleFailure)

/** What the app shows once startup succeeded, and how a failed startup is tried again. */
export type SiteStart = {
  ready: (site: ReadySite) => ReactNode
  retry: () => void
}

const StartContext = createContext<SiteStart | null>(null)

function SiteByState() {
  const start = use(StartContext)
  const state = useSiteState()
  useBodyClasses(state)
  switch (state.status) {
    case 'loading':
      return <Preloader />
    case 'maintenance':
      return (
        <Suspense>
          <MaintenanceView maintenance={state.maintenance} currency={state.currency} />
        </Suspense>
      )
    case 'failed':
      return (
        <Suspense>
          <StartupFailure message={state.message} onRetry={() => start?.retry()} />
        </Suspense>
      )
    case 'ready':
      return start?.ready(state)
  }
}

/**
 * The whole site around its pages: the state startup left (preloader, maintenance, failure or the
 * ready site `start` draws: the router), toasts and the reality check, drawn by the server and
 * hydrated by the browser. `onShown` runs once the first render is on screen (the server's markup
 * hydrated).
 */
export function App({ start, onShown }: { start: SiteStart; onShown?: () => void }) {
  const toastsWanted = useToastHostWanted()
  const signedIn = useIsAuthenticated()
  // The watch stays after the sign-out it caused, to tell the player why.
  const [limitNotice, setLimitNotice] = useState(false)
  const shown = useEffectEvent(() => onShown?.())
  // `pnpm dev`'s panel is the browser's alone: the page the server drew has none to hydrate.
  const devPanel = useBrowserValue(() => DevPanel !== null, false)
  useEffect(() => shown(), [])
  useEffect(() => followOtherTabs(), [])
  return (
    <>
      <StartContext value={start}>
        <SiteByState />
      </StartContext>
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
        {DevPanel && devPanel && <DevPanel />}
      </Suspense>
    </>
  )
}
