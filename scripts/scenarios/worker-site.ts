import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { webDist } from './built-site.ts'
import type { RunOptions } from './options.ts'
import { stagingServing, type SiteServing } from './staging-site.ts'

export interface WorkerSite {
  /** e.g. http://localhost:41234; tenants are reached as http://<code>.localhost:41234/. */
  origin: string
}

interface MockHttpServer {
  url: string
  close(): Promise<void> | void
}

const createServerModule = '@playfront/mock-server/server/create-server'

/**
 * A built site and a mock of its own on a free port, e.g. http://localhost:41234, its tenants at
 * http://<code>.localhost:41234/; with `serving` from staging-site.ts, the site's calls go to
 * another backend instead.
 */
export async function serveBuiltSite(
  staticDir: string = webDist,
  serving: SiteServing = {},
): Promise<{ origin: string; close(): Promise<void> }> {
  if (!existsSync(resolve(staticDir, 'index.html')))
    throw new Error(`No built site in ${staticDir}: run pnpm build first`)
  const { createMockHttpServer } = (await import(createServerModule)) as {
    createMockHttpServer(
      options: { port: number; staticDir: string } & SiteServing,
    ): Promise<MockHttpServer>
  }
  const server = await createMockHttpServer({ port: 0, staticDir, ...serving })
  return { origin: new URL(server.url).origin, close: async () => server.close() }
}

/**
 * The worker's own built site and mock on a free port (its calls forwarded to `--backend`, when
 * given), or the running one `--base-url` names.
 */
export async function startWorkerSite(
  options: RunOptions,
  use: (site: WorkerSite) => Promise<void>,
): Promise<void> {
  if (options.baseUrl) return use({ origin: options.baseUrl })
  const site = await serveBuiltSite(
    options.siteDir ?? webDist,
    options.backend ? stagingServing(options.backend, options.templates) : {},
  )
  try {
    await use({ origin: site.origin })
  } finally {
    await site.close()
  }
}
