import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { startSiteServer } from './site-server.ts'

const usage = `Usage: node dist-server/main.js --backend URL [--port 8080] [--host 0.0.0.0] [--trust-proxy]

  --backend URL      the backend every page is drawn from and /api/ calls go to (or BACKEND_URL)
  --port N           the port to listen on (or PORT; default 8080)
  --host ADDRESS     the interface to bind (or HOST; default 0.0.0.0)
  --trust-proxy      take the visitor's host and scheme from X-Forwarded-Host / -Proto
                     (or TRUST_PROXY=1), behind a load balancer or CDN
  --dist DIR         the client build (default: the dist folder beside this server)
  --log-requests     one line per request on stdout (or LOG_REQUESTS=1)`

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
const port = Number(values.port ?? process.env.PORT ?? 8080)
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail(`--port ${values.port} is not a port.`)

const site = await startSiteServer({
  distDir: values.dist ?? fileURLToPath(new URL('../dist', import.meta.url)),
  backendUrl,
  port,
  host: values.host ?? process.env.HOST,
  trustProxy: values['trust-proxy'] ?? process.env.TRUST_PROXY === '1',
  logRequest:
    (values['log-requests'] ?? process.env.LOG_REQUESTS === '1')
      ? (line) => console.log(line)
      : undefined,
})
console.log(`The site is served on ${site.url}, drawn from ${backendUrl}`)

// A container platform sends SIGTERM before it stops an instance: finish what is under way.
let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`${signal}: finishing the requests under way, then stopping`)
  void site.close().then(() => process.exit(0))
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
