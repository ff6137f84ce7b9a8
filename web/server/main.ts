import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { pino } from 'pino'
import { startSiteServer } from './site-server.ts'

const usage = `Usage: node dist-server/main.js --backend URL [--port 8080] [--host 0.0.0.0] [--trust-proxy]

  --backend URL          the backend every page is drawn from and /api/ calls go to (or BACKEND_URL)
  --port N               the port to listen on (or PORT; default 8080)
  --host ADDRESS         the interface to bind (or HOST; default 0.0.0.0)
  --trust-proxy          take the visitor's host and scheme from X-Forwarded-Host / -Proto
                         (or TRUST_PROXY=1), behind a load balancer or CDN
  --dist DIR             the client build (default: the dist folder beside this server)
  --page-cache-seconds N how long a guest's page is kept and served again (or PAGE_CACHE_SECONDS;
                         default 30, then as long again while it is redrawn; 0: none)
  --max-renders N        pages drawn at once (or MAX_RENDERS; default 8)
  --max-queued N         pages waiting for a turn before more are refused with 503 (or MAX_QUEUED_RENDERS; default 64)
  --log-requests         a log line for every request, files and probes too (or LOG_LEVEL=debug)

Logs are JSON lines on stdout (pino; LOG_LEVEL: info by default, warn for errors only).
GET /healthz (alive), /readyz (ready for visitors) and /metrics (Prometheus).`

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`)
  process.exit(2)
}

const { values } = (() => {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      options: {
        backend: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        dist: { type: 'string' },
        'trust-proxy': { type: 'boolean' },
        'page-cache-seconds': { type: 'string' },
        'max-renders': { type: 'string' },
        'max-queued': { type: 'string' },
        'log-requests': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    })
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
})()
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const backendUrl = values.backend ?? process.env.BACKEND_URL
if (!backendUrl) fail('No backend: give --backend https://api.example (or BACKEND_URL).')
if (!URL.canParse(backendUrl) || !/^https?:$/.test(new URL(backendUrl).protocol))
  fail(`--backend ${backendUrl} is not an http(s) URL.`)

/** A whole number from a flag or its variable, at least `min`, else the default; anything else stops the start. */
function count(flag: string, given: string | undefined, fallback: number, min: number): number {
  if (given === undefined) return fallback
  const value = Number(given)
  if (!Number.isInteger(value) || value < min)
    fail(`--${flag} ${given} is not a whole number of at least ${min}.`)
  return value
}
const port = count('port', values.port ?? process.env.PORT, 8080, 0)
if (port > 65_535) fail(`--port ${port} is not a port.`)

const logger = pino({
  level: values['log-requests'] ? 'debug' : (process.env.LOG_LEVEL ?? 'info'),
})
const site = await startSiteServer({
  distDir: values.dist ?? fileURLToPath(new URL('../dist', import.meta.url)),
  backendUrl,
  port,
  host: values.host ?? process.env.HOST,
  trustProxy: values['trust-proxy'] ?? process.env.TRUST_PROXY === '1',
  pageCacheSeconds: count(
    'page-cache-seconds',
    values['page-cache-seconds'] ?? process.env.PAGE_CACHE_SECONDS,
    30,
    0,
  ),
  maxRenders: count('max-renders', values['max-renders'] ?? process.env.MAX_RENDERS, 8, 1),
  maxQueuedRenders: count(
    'max-queued',
    values['max-queued'] ?? process.env.MAX_QUEUED_RENDERS,
    64,
    0,
  ),
  logger,
})
logger.info(
  { url: site.url, backend: backendUrl },
  `The site is served on ${site.url}, drawn from ${backendUrl}`,
)

// A container platform sends SIGTERM before it stops an instance: finish what is under way.
let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  logger.info({ signal }, `${signal}: finishing the requests under way, then stopping`)
  void site.close().then(() => process.exit(0))
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
