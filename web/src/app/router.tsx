import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router'
import { localizePath, localizedName, splitLocale } from '../lib/locale-path.ts'
import { Preloader } from '../features/site/components/preloader.tsx'
import { locales, type Locale } from '../stores/locale.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RootShell } from './root-shell.tsx'
import { RouteErrorPage } from './route-error-page.tsx'
import { noticeArrival } from './arrival-modal.ts'
import { guardRoute } from './route-guard.ts'
import { prepareScreens } from './page-data.ts'
import { takePrerenderedPayload } from './prerendered-payload.ts'
import { ruleFor } from './route-rules.ts'
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
      loader: async ({ request }) => {
        await guardRoute(entry.access, request)
        if (import.meta.env.SSR)
          await prepareScreens((await entry.page()).pageData, new URL(request.url))
        else if (ruleFor(entry.path)?.prerender) await takePrerenderedPayload(request)
        return null
      },
      lazy: async () => ({ Component: (await entry.page()).default }),
    })),
  )
}

/** The whole route tree: the shell, the pages of the `known` locales and the 404 page. */
export function appRoutes(known: readonly Locale[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: Preloader,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...localizedRoutes(known),
        {
          id: 'not-found',
          path: '*',
          Component: NotFoundPage,
          loader: ({ request }) => guardRoute('public', request),
        },
      ],
    },
  ]
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
  return routerOver(appRoutes([splitLocale(location.pathname).locale]))
}

/**
 * The router over the page the server rendered: the pages of this address are loaded first, so
 * that its first render is the server's markup and not the hydrate fallback.
 */
export async function createHydratedRouter(hydrationData: HydrationState): Promise<AppRouter> {
  const routes = appRoutes([splitLocale(location.pathname).locale])
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy())
      delete route.lazy
    }),
  )
  return routerOver(routes, hydrationData)
}

function routerOver(routes: RouteObject[], hydrationData?: HydrationState): AppRouter {
  const known = new Set<Locale>([splitLocale(location.pathname).locale])
  const router = createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: ({ path, patch }) => {
      const { locale } = splitLocale(path)
      if (known.has(locale)) return
      known.add(locale)
      patch('root', localizedRoutes([locale]))
    },
  })
  router.subscribe(noticeArrival)
  setNavigationRouter(router)
  return router
}
