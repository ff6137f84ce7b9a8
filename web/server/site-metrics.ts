import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { CacheResult } from './page-cache.ts'

/** What goes wrong, by kind: the label of `site_errors_total`. */
export type ErrorKind =
  | 'render-failed'
  | 'render-timeout'
  | 'shed'
  | 'backend-unreachable'
  | 'backend-status'
  | 'forward-failed'
  | 'tenant-not-started'

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The production server's Prometheus metrics (`GET /metrics`), in a registry of its own, with
 * Node's process metrics (CPU, memory, event loop delay, GC) beside them.
 *
 * @example
 * const metrics = createSiteMetrics({ inFlight: () => gate.inFlight, queued: () => gate.queued })
 * metrics.renderSeconds.observe({ route: 'home' }, 0.042)
 */
export function createSiteMetrics(renders: { inFlight(): number; queued(): number }) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    renderSeconds: new Histogram({
      name: 'site_render_seconds',
      help: 'Time to draw a page on the server, from its turn to its HTML, by route',
      labelNames: ['route'] as const,
      buckets: seconds,
      registers,
    }),
    backendSeconds: new Histogram({
      name: 'site_backend_call_seconds',
      help: 'Time the backend took to answer a call the server made while drawing, by call',
      labelNames: ['call'] as const,
      buckets: seconds,
      registers,
    }),
    errors: new Counter({
      name: 'site_errors_total',
      help: 'Things that went wrong, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    pageCache: new Counter({
      name: 'site_page_cache_total',
      help: 'Guest pages asked for, by how the cache answered: hit, stale (served while redrawn), miss, joined (waited for a render under way)',
      labelNames: ['result'] as const,
      registers,
    }),
    rendersInFlight: new Gauge({
      name: 'site_renders_in_flight',
      help: 'Pages being drawn now',
      registers,
      collect() {
        this.set(renders.inFlight())
      },
    }),
    rendersQueued: new Gauge({
      name: 'site_renders_queued',
      help: 'Pages waiting for a turn to be drawn',
      registers,
      collect() {
        this.set(renders.queued())
      },
    }),
  }
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>

/** Counts one answer of the page cache. */
export const countCache = (metrics: SiteMetrics, result: CacheResult) =>
  metrics.pageCache.inc({ result })
