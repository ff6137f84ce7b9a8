import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pino } from 'pino'
import {
  createMockHttpServer,
  type MockHttpServer,
  type MockHttpServerOptions,
} from '@playfront/mock-server/server/create-server'
import type { SiteServerModule, SiteServerOptions } from '../server/site-server-options.ts'

export type LocalSite = {
  /** e.g. `http://localhost:8080`; tenants at `http://<code>.localhost:8080/`. */
  url: string
  mock: MockHttpServer
  close(): Promise<void>
}

export type LocalSiteOptions = Pick<
  MockHttpServerOptions,
  'proxy' | 'allowedHosts' | 'controlToken'
> & {
  port: number
  host?: string
  /** The client build and the server build beside it (default web/dist and web/dist-server). */
  distDir?: string
  serverDir?: string
  /** The site server's JSON log (default: pino on stdout at LOG_LEVEL, else warnings and errors only). */
  logger?: SiteServerOptions['logger']
}

const web = new URL('..', import.meta.url)

/**
 * The production server (the build in dist-server) drawing every page from a mock backend of
 * its own, both on one port: the mock's `/api/` and `/__mock/` answered by the mock itself, so
 * faults and the control API reach the browser as the mock makes them. What `pnpm start`, the
 * e2e specs and the QA scenarios run.
 *
 * @example
 * const site = await startLocalSite({ port: 0 })
 * await fetch(`${site.url}/__mock/health`)
 */
export async function startLocalSite(options: LocalSiteOptions): Promise<LocalSite> {
  const distDir = options.distDir ?? join(web.pathname, 'dist')
  const serverDir = options.serverDir ?? join(web.pathname, 'dist-server')
  const serverBuild = join(serverDir, 'site-server.js')
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(serverBuild))
    throw new Error(`No built site in ${distDir} and ${serverDir}: run pnpm build first.`)
  const { startSiteServer } = (await import(pathToFileURL(serverBuild).href)) as SiteServerModule
  const mock = await createMockHttpServer({
    port: 0,
    proxy: options.proxy,
    allowedHosts: options.allowedHosts,
    controlToken: options.controlToken,
  })
  const site = await startSiteServer({
    distDir,
    backendUrl: `http://127.0.0.1:${new URL(mock.url).port}`,
    port: options.port,
    host: options.host ?? '127.0.0.1',
    beside: { prefixes: ['/api/', '/__mock/'], fetch: mock.fetch },
    // The mock says when a control call has changed its world: kept guest pages go at once.
    backendRevision: () => String(mock.revision()),
    // Quiet inside the tools that start a site of their own (QA runs, benches); `pnpm start` passes its own.
    logger: options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'warn' }),
  })
  return {
    url: site.url,
    mock,
    close: async () => {
      await site.close(1_000)
      await mock.close()
    },
  }
}
