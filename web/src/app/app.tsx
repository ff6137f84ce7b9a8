import { lazy, Suspense, useEffect, useMemo } from 'react'
import { RouterProvider } from 'react-router/dom'
import { MaintenanceView } from '../features/site/components/maintenance-view.tsx'
import { Preloader } from '../features/site/components/preloader.tsx'
import { StartupFailure } from '../features/site/components/startup-failure.tsx'
import { onApiFailure } from '../lib/api.ts'
import { useSiteState } from '../stores/site.ts'
import { useToastHostWanted } from '../stores/toasts.ts'
import { handleFailure } from './global-error-handler.ts'
import { useBodyClasses } from './use-body-classes.ts'
import { createAppRouter } from './router.tsx'
import { restorePlayer } from './restore-player.ts'
import { runStartup } from './startup.ts'

const ToastHost = lazy(() => import('./toast-host.tsx'))
const DevPanel = import.meta.env.DEV ? lazy(() => import('../dev/dev-panel.tsx')) : null

onApiFailure(handleFailure)

function ReadySite() {
  const router = useMemo(createAppRouter, [])
  useEffect(() => void restorePlayer(), [])
  return <RouterProvider router={router} />
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
      return <ReadySite />
  }
}

export function App() {
  const toastsWanted = useToastHostWanted()
  useEffect(() => void runStartup(), [])
  return (
    <>
      <SiteByState />
      <Suspense>
        {toastsWanted && <ToastHost />}
        {DevPanel && <DevPanel />}
      </Suspense>
    </>
  )
}
