import type { Logger } from 'pino'
import type { FilesOf } from '../src/server/page-document.ts'

/** A fetch handler another server answers with (the mock's, in `pnpm start`). */
export type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>

/** Options of `createSiteApp` and `startSiteServer`, apart so that tools can name them without the app. */
export type SiteAppOptions = {
  /** The client build (`web/dist`): its `index.html` and the files it serves. */
  distDir?: string
  /**
   * Instead of a build, the page every page is drawn into as the dev server makes it: the files
   * are served before this app (by Vite), and the renderer is not warmed up first.
   */
  indexHtml?: string
  /** With `indexHtml`: the files each page links, which a build would list in its boot block. */
  pageFiles?: FilesOf
  /** The backend every page is drawn from and every `/api/` call goes to. */
  backendUrl: string
  /**
   * Another server's paths answered in this one, before anything else: `pnpm start` puts the
   * mock's `/api/` and `/__mock/` here, so that faults reach the browser as the mock makes them.
   */
  beside?: { prefixes: string[]; fetch: FetchHandler }
  /**
   * What the backend's content is at, when it can say (the mock's revision in `pnpm start`): a
   * change empties the guest-page cache at once. A real backend says nothing; the cache then
   * keeps a page `pageCacheSeconds`.
   */
  backendRevision?: () => string
  /** Take the visitor's host and scheme from `X-Forwarded-Host` / `-Proto` (behind a load balancer). */
  trustProxy?: boolean
  /** A page not drawn within this time answers 503 (default 10 s). */
  renderTimeoutMs?: number
  /** How long a guest's page is served from the server's cache before it is redrawn (default 30; 0: no cache). */
  pageCacheSeconds?: number
  /** Pages drawn at once (default 8) and waiting for a turn (default 64); one more is refused at once with 503. */
  maxRenders?: number
  maxQueuedRenders?: number
  /** Where the JSON log lines go (default: pino on stdout at LOG_LEVEL, info). */
  logger?: Logger
}

export type SiteServerOptions = SiteAppOptions & {
  port: number
  /** Interface to bind; default all (`0.0.0.0`), as a container needs. */
  host?: string
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
