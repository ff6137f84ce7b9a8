import { startTransition, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Preloader } from '../features/site/components/preloader.tsx'
import { restoreSession } from '../stores/session.ts'
import { PlayerAccountArea } from './account-area.tsx'
import { App } from './app.tsx'
import { firstLook } from './first-page-warmup.ts'
import { restorePlayer } from './restore-player.ts'
import { createAppRouter } from './router.tsx'
import { runStartup } from './startup.ts'

// The router starts loading the page at once; the frame is drawn when its look has arrived, so
// the preloader gives way to the whole layout in one paint instead of a Suspense fallback.
// A phone's main thread must not be held for long (decision 029): the router compiles its table
// in a task of its own, after the render that takes startup's answer, and the first render of the
// frame and page is a transition, which React splits into short slices.
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

/**
 * A page with no server behind it (`pnpm dev`, a static host): the browser asks for startup
 * itself, shows the preloader meanwhile, and draws the whole site. A page the server rendered is
 * hydrated instead (hydrate-site.tsx), and never loads this module.
 */
export function startInBrowser(root: HTMLElement): void {
  if (restoreSession()) void PlayerAccountArea.preload()
  void runStartup()
  createRoot(root).render(
    <App
      start={{
        ready: (site) => (
          <StartingSite
            themeCode={site.site.theme_code}
            downloadBar={site.showDownloadBar ?? false}
          />
        ),
        retry: () => void runStartup(),
      }}
    />,
  )
}
