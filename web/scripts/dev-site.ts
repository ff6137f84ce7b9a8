import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { pino } from 'pino'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'
import type { ProxyOptions } from '@playfront/mock-server/server/proxy'
import type { FetchHandler, SiteAppOptions } from '../server/site-server-options.ts'
import type { FilesOf } from '../src/server/page-document.ts'
import { layoutForTheme } from '../src/features/layouts/template-layout.ts'

const web = fileURLToPath(new URL('..', import.meta.url))

/** `server/site-app.ts`'s `createSiteApp`, as this file uses it (its module is loaded through Vite). */
type CreateSiteApp = (options: SiteAppOptions) => { fetch: FetchHandler }

export type DevSiteOptions = {
  port: number
  host?: string
  /** `pnpm dev --proxy URL`: the contract's calls go to a real backend, checked both ways. */
  proxy?: ProxyOptions
  /** `PLAYFRONT_BACKEND`: another backend (`pnpm mock`, a staging API) answers instead of the mock. */
  backendUrl?: string
  /**
   * Where the mock's world is kept between runs of the dev server (loaded at start, saved when it
   * stops); none keeps it for this run only.
   */
  stateFile?: string
}

export type DevSite = {
  /** e.g. `http://localhost:5173`; tenants at `http://<code>.localhost:5173/`. */
  url: string
  /** The mock in this process; none when another backend answers. */
  mock: MockHttpServer | null
  vite: ViteDevServer
  close(): Promise<void>
}

/** The mock, from the world saved by the last run when it can be read, else from the seed. */
async function startMock(options: DevSiteOptions): Promise<MockHttpServer> {
  const start = (stateFile?: string) =>
    createMockHttpServer({ port: 0, proxy: options.proxy, stateFile })
  const { stateFile } = options
  if (!stateFile) return start()
  mkdirSync(dirname(stateFile), { recursive: true })
  try {
    return await start(stateFile)
  } catch (error) {
    // A world of another seed or state format (an older checkout): kept aside, never lost.
    const aside = `${stateFile}.unreadable`
    if (existsSync(stateFile)) renameSync(stateFile, aside)
    console.warn(
      `dev: the world saved in ${stateFile} could not be loaded (${(error as Error).message}); starting from the seed, the old file kept as ${aside}`,
    )
    return start(stateFile)
  }
}

type GraphNode = { url: string; importedModules: Set<GraphNode> }

/**
 * The stylesheets a page would link in a build (decision 040: the entry's, its screen's, its
 * template's layout and palette), read from Vite's module graph: every stylesheet the roots import
 * statically, all the way down. Linked in the page the server draws, they paint it styled before
 * its scripts run, as a built page does; without them a developer saw it unstyled for a moment.
 */
function stylesFromModuleGraph(vite: ViteDevServer): FilesOf {
  const client = vite.environments.client
  async function staticStyles(root: string, seen: Set<string>, styles: Set<string>) {
    if (seen.has(root)) return
    seen.add(root)
    await client.transformRequest(root)
    const node = (await client.moduleGraph.getModuleByUrl(root)) as GraphNode | undefined
    if (!node) return
    if (/\.css($|\?)/.test(node.url)) return void styles.add(node.url)
    // Vite keeps which of a module's imports are static (its own field, used for hot updates).
    const statics = (node as GraphNode & { staticImportedUrls?: Set<string> }).staticImportedUrls
    for (const imported of node.importedModules)
      if (statics?.has(imported.url) && !imported.url.includes('/node_modules/'))
        await staticStyles(imported.url, seen, styles)
  }
  return async ({ page, theme }) => {
    const roots = [
      '/src/main.tsx',
      ...(page ? [`/src/app/pages/${page}-page.tsx`] : []),
      ...(theme
        ? [
            `/src/features/layouts/variants/${layoutForTheme(theme)}.ts`,
            `/src/features/palettes/generated/${theme}.css`,
          ]
        : []),
    ]
    const seen = new Set<string>()
    const styles = new Set<string>()
    for (const root of roots) await staticStyles(root, seen, styles).catch(() => undefined)
    return {
      styles: [...styles].map((url) => `${url}${url.includes('?') ? '&' : '?'}direct`),
      scripts: [],
    }
  }
}

/**
 * `pnpm dev`: every page rendered on the server by the production renderer and HTTP layer
 * (`server/site-app.ts`, loaded through Vite's SSR so that an edit shows on the next request and
 * the browser's modules hot-reload), with the mock backend running in this process beside it on
 * the same port: `/api/` and `/__mock/` are the mock's, so its world is shared by every tab and
 * kept across reloads. Vite serves the modules and `public/` first; everything else is the site's.
 *
 * @example
 * const site = await startDevSite({ port: 0 })
 * await fetch(`${site.url}/__mock/health`)
 */
export async function startDevSite(options: DevSiteOptions): Promise<DevSite> {
  const httpServer = createHttpServer()
  const vite = await createViteServer({
    root: web,
    configFile: join(web, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
  })
  const mock = options.backendUrl ? null : await startMock(options)
  const backendUrl = options.backendUrl ?? `http://127.0.0.1:${new URL(mock!.url).port}`

  // Every open page hears of a control call that changed the mock (dev/live-site.ts), whoever made it.
  let revision = mock?.revision() ?? 0
  const mockFetch: FetchHandler | undefined = mock
    ? async (request, env) => {
        const answer = await mock.fetch(request, env)
        if (mock.revision() !== revision) {
          revision = mock.revision()
          vite.hot.send({ type: 'custom', event: 'playfront:world-changed' })
        }
        return answer
      }
    : undefined
  // With another backend, its control API (`pnpm mock`'s) is reached through the dev server too.
  const forwardControl: FetchHandler = (request) => {
    const url = new URL(request.url)
    return fetch(new Request(new URL(url.pathname + url.search, backendUrl), request))
  }
  const beside = {
    prefixes: mockFetch ? ['/api/', '/__mock/'] : ['/__mock/'],
    fetch: mockFetch ?? forwardControl,
  }

  type SiteFetch = FetchHandler
  let current: { create: CreateSiteApp; page: string; fetch: SiteFetch } | undefined
  /** The site as its code and page are now: made again when an edit reached either. */
  async function site(): Promise<SiteFetch> {
    const { createSiteApp } = (await vite.ssrLoadModule('/server/site-app.ts')) as {
      createSiteApp: CreateSiteApp
    }
    const page = readFileSync(join(web, 'index.html'), 'utf8')
    if (current?.create === createSiteApp && current.page === page) return current.fetch
    const indexHtml = await vite.transformIndexHtml('/', page)
    const app = createSiteApp({
      indexHtml,
      backendUrl,
      beside,
      pageFiles: stylesFromModuleGraph(vite),
      // A developer sees each edit and each change of the mock at once: nothing is kept.
      pageCacheSeconds: 0,
      logger: pino({ level: process.env.LOG_LEVEL ?? 'warn' }),
    })
    current = { create: createSiteApp, page, fetch: app.fetch }
    return app.fetch
  }

  const answerSite = getRequestListener(async (request, env) => {
    try {
      return await (
        await site()
      )(request, env)
    } catch (error) {
      // The server's code does not load (a syntax error being typed): say so on the page.
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      console.error(error)
      return new Response(`The site's server code failed to load:\n\n${String(error)}`, {
        status: 500,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    }
  })
  vite.middlewares.use((req, res) => void answerSite(req, res))
  httpServer.on('request', vite.middlewares)

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(options.port, options.host ?? '127.0.0.1', resolve)
  })
  const { port } = (httpServer as Server).address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    mock,
    vite,
    async close() {
      await vite.close()
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve())
        httpServer.closeAllConnections()
      })
      await mock?.close()
    },
  }
}
