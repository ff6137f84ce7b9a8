import type { IncomingMessage, ServerResponse } from 'node:http'

/** Options of `startSiteServer` (site-server.ts), apart so that tools can name them without the app. */
export type SiteServerOptions = {
  /** The client build (`web/dist`). */
  distDir: string
  /** The backend every page is drawn from and every `/api/` call goes to. */
  backendUrl: string
  port: number
  /** Interface to bind; default all (`0.0.0.0`), as a container needs. */
  host?: string
  /**
   * Another server's paths answered in this one, before anything else: `pnpm start` puts the
   * mock's `/api/` and `/__mock/` here, so that faults reach the browser as the mock makes them.
   */
  beside?: { prefixes: string[]; answer(req: IncomingMessage, res: ServerResponse): void }
  /** Take the visitor's host and scheme from `X-Forwarded-Host` / `-Proto` (behind a load balancer). */
  trustProxy?: boolean
  /** A page not drawn within this time answers 503 (default 10 s). */
  renderTimeoutMs?: number
  /** One line per request to this function (default: none). */
  logRequest?: (line: string) => void
  /** Errors (a page that failed to render) go here (default: stderr). */
  logError?: (message: string, error: unknown) => void
}

export type SiteServer = {
  /** e.g. `http://localhost:8080`. */
  url: string
  /** Stops taking requests, lets the ones under way finish (at most `graceMs`), then closes. */
  close(graceMs?: number): Promise<void>
}

/** The module `dist-server/site-server.js` a build makes. */
export type SiteServerModule = {
  startSiteServer(options: SiteServerOptions): Promise<SiteServer>
}
