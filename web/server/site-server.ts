import { createAdaptorServer } from '@hono/node-server'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiteApp } from './site-app.ts'
import type { SiteServer, SiteServerOptions } from './site-server-options.ts'

/**
 * The production server on a port: `createSiteApp` on Node's HTTP server. It listens at once
 * (`/healthz` answers, `/readyz` says 503 until the renderer is prepared) and resolves when the
 * renderer is ready.
 *
 * @example
 * const site = await startSiteServer({ distDir: 'web/dist', backendUrl: 'https://api.example', port: 8080 })
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const site = createSiteApp(options)
  const server = createAdaptorServer({ fetch: site.fetch }) as Server
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '0.0.0.0', resolve)
  })
  await site.ready
  const { port } = server.address() as AddressInfo

  return {
    url: `http://localhost:${port}`,
    close(graceMs = 10_000) {
      site.drain()
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs)
        server.close(() => {
          clearTimeout(force)
          resolve()
        })
        server.closeIdleConnections()
      })
    },
  }
}
