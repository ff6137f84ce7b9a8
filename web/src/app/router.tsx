import { createBrowserRouter, type RouteObject } from 'react-router'
import { localizePath, localizedName, splitLocale } from '../lib/locale-path.ts'
import { Preloader } from '../features/site/components/preloader.tsx'
import { locales, type Locale } from '../stores/locale.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RootShell } from './root-shell.tsx'
import { RouteErrorPage } from './route-error-page.tsx'
import { noticeArrival } from './arrival-modal.ts'
import { guardRoute } from './route-guard.ts'
import { routeTable, type RouteEntry, type RouteHandle } from './route-table.ts'
import { setNavigationRouter } from './navigation.ts'

type AppRouter = ReturnType<typeof createBrowserRouter>

/** Every route of the table under the prefix of each of `only` (default: all three locales). */
export function localizedRoutes(only: readonly Locale[] = locales): RouteObject[] {
  return only.flatMap((locale) =>
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

/**
 * The router starts with the routes of the locale the visit opened in. React Router compiles a
 * pattern for every route when it builds its table, and the three locales' 180 routes took about
 * 13 ms of every first load on a desktop CPU (four times that on Lighthouse's phone). Another
 * locale's routes join the table the first time a navigation asks for one of its paths (the
 * language switch), before that navigation matches: until then its paths fall to the `*` route,
 * whose parameters make the router ask.
 */
export function createAppRouter(): AppRouter {
  const known = new Set<Locale>([splitLocale(location.pathname).locale])
  const router = createBrowserRouter(
    [
      {
        id: 'root',
        Component: RootShell,
        HydrateFallback: Preloader,
        ErrorBoundary: RouteErrorPage,
        children: [
          ...localizedRoutes([...known]),
          {
            id: 'not-found',
            path: '*',
            Component: NotFoundPage,
            loader: ({ request }) => guardRoute('public', request),
          },
        ],
      },
    ],
    {
      patchRoutesOnNavigation: ({ path, patch }) => {
        const { locale } = splitLocale(path)
        if (known.has(locale)) return
        known.add(locale)
        patch('root', localizedRoutes([locale]))
      },
    },
  )
  router.subscribe(noticeArrival)
  setNavigationRouter(router)
  return router
}
