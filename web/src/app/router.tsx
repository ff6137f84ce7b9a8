import { createBrowserRouter, type RouteObject } from 'react-router'
import { localizePath, localizedName } from '../lib/locale-path.ts'
import { Preloader } from '../features/site/components/preloader.tsx'
import { locales } from '../stores/locale.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RootShell } from './root-shell.tsx'
import { RouteErrorPage } from './route-error-page.tsx'
import { noticeArrival } from './arrival-modal.ts'
import { guardRoute } from './route-guard.ts'
import { routeTable, type RouteEntry, type RouteHandle } from './route-table.ts'
import { setNavigationRouter } from './navigation.ts'

type AppRouter = ReturnType<typeof createBrowserRouter>

export function localizedRoutes(): RouteObject[] {
  return locales.flatMap((locale) =>
    routeTable.map((entry: RouteEntry) => ({
      id: localizedName(entry.name, locale),
      path: localizePath(entry.path, locale),
      handle: {
        name: localizedName(entry.name, locale),
        layout: entry.layout,
      } satisfies RouteHandle,
      loader: ({ request }) => guardRoute(entry.access, request),
      lazy: async () => ({ Component: (await entry.page()).default }),
    })),
  )
}

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter([
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: Preloader,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...localizedRoutes(),
        {
          id: 'not-found',
          path: '*',
          Component: NotFoundPage,
          loader: ({ request }) => guardRoute('public', request),
        },
      ],
    },
  ])
  router.subscribe(noticeArrival)
  setNavigationRouter(router)
  return router
}
