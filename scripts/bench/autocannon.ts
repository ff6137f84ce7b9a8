import { createRequire } from 'node:module'

/** What the benches read of an autocannon run. */
export interface CannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}

type Cannon = (options: {
  url: string
  connections: number
  duration: number
  method?: string
  headers: Record<string, string>
  body?: string
}) => Promise<CannonResult>

/** autocannon (CommonJS, untyped here), the load generator of the benches. */
export const autocannon = createRequire(import.meta.url)('autocannon') as Cannon
