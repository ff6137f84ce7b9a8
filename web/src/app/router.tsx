import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  matchRoutes,
  useLoaderData,
  type HydrationState,
  type RouteObject,
} from 'react-router'
import { crossesToBrowser } from '../lib/handover.ts'
import { PageAnswersProvider, type PageAnswers } from '../lib/page-answers.tsx'
import { perVisit } from '../lib/per-visit.ts'
import { localizePath, localizedName, splitLocale } from '../lib/locale-path.ts'
import { Preloader } from '../features/site/components/preloader.tsx'
import { locales, type Locale } from '../lib/locales.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RootShell } from './root-shell.tsx'
import { RouteErrorPage } from './route-error-page.tsx'
import { noticeArrival } from './arrival-modal.ts'
import { askPageData } from './page-data.ts'
import { ruleFor } from './route-rules.ts'
import { routeTable, type RouteEntry, type RouteHandle } from './route-table.ts'
import { setNavigationRouter } from './navigation.ts'

type AppRouter = ReturnType<typeof createBrowserRouter>

// A page the server drew runs no loader: the guard comes with the first move, beside the next
// page's own chunk.
const guardRoute: typeof import('./route-guard.ts').guardRoute = async (access, request) =>
  (await import('./route-guard.ts')).guardRoute(access, request)

/** The router's state as the server left it: its loaders' data (the pages' answers) and errors. */
export type RouterHydration = Pick<HydrationState, 'loaderData' | 'actionData' | 'errors'>

const drawnRouter = perVisit(() => ({ state: undefined as RouterHydration | undefined }))

/** The server's: the state its router drew the page with, for the browser's router to start from. */
export function keepRouterHydration(state: RouterHydration): void {
  drawnRouter().state = state
}

crossesToBrowser(
  'router',
  () => drawnRouter().state,
  (state) => void (drawnRouter().state = state),
)

/** A page with the answers its route's loader brought, for its screens' first render. */
function withPageAnswers(Screen: ComponentType): ComponentType {
  return function PageWithAnswers() {
    return (
      <PageAnswersProvider answers={useLoaderData() as PageAnswers | null}>
        <Screen />
      </PageAnswersProvider>
    )
  }
}

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
      // The page's answers are its loader data: asked by the server for the HTML (and carried to
      // the browser with the router's state), or a prerendered page's payload on a client
      // navigation. Elsewhere in the browser the screens ask for themselves.
      loader: async ({ request }): Promise<PageAnswers | null> => {
        await guardRoute(entry.access, request)
        if (import.meta.env.SSR)
          return askPageData((await entry.page()).pageData, new URL(request.url))
        if (ruleFor(entry.path)?.prerender)
          return (await import('./prerendered-payload.ts')).prerenderedPayload(request)
        return null
      },
      lazy: async () => ({ Component: withPageAnswers((await entry.page()).default) }),
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
export function createAppRouter(options: { window?: Window } = {}): AppRouter {
  return routerOver(appRoutes([splitLocale(location.pathname).locale]), undefined, options.window)
}

/**
 * The router over the page the server rendered, from the state the server's router left: the
 * pages of this address are loaded first, so that its first render is the server's markup and
 * not the hydrate fallback.
 */
export async function createHydratedRouter(): Promise<AppRouter> {
  const hydrationData = drawnRouter().state
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

function routerOver(
  routes: RouteObject[],
  hydrationData?: HydrationState,
  window?: Window,
): AppRouter {
  const known = new Set<Locale>([splitLocale(location.pathname).locale])
  const router = createBrowserRouter(routes, {
    hydrationData,
    window,
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
