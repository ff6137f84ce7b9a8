import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { startLocalSite } from '@playfront/web/local-site'
import { serverBuildOf, webDist } from './built-site.ts'
import type { RunOptions } from './options.ts'
import { stagingServing, type SiteServing } from './staging-site.ts'

export interface WorkerSite {
  /** e.g. http://localhost:41234; tenants are reached as http://<code>.localhost:41234/. */
  origin: string
}

/**
 * A built site rendered by its production server, with a mock of its own, on a free port, e.g.
 * http://localhost:41234, its tenants at http://<code>.localhost:41234/; with `serving` from
 * staging-site.ts, the mock forwards the contract's calls to another backend instead.
 */
export async function serveBuiltSite(
  staticDir: string = webDist,
  serving: SiteServing = {},
): Promise<{ origin: string; close(): Promise<void> }> {
  if (!existsSync(resolve(staticDir, 'index.html')))
    throw new Error(`No built site in ${staticDir}: run pnpm build first`)
  const site = await startLocalSite({
    port: 0,
    distDir: staticDir,
    serverDir: serverBuildOf(staticDir),
    ...serving,
  })
  return { origin: new URL(site.url).origin, close: () => site.close() }
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
