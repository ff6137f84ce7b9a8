// `pnpm dev`: the site rendered on the server as production renders it, with the mock backend in
// this process (scripts/dev-site.ts), on port 5173 (PORT or --port to change). Its world is kept
// in node_modules/.cache between runs (--state FILE elsewhere, --fresh to start from the seed).
// `--proxy URL [--mock-only /api/a,/api/b] [--proxy-control]` sends the contract's calls to a real
// backend through the validating proxy; PLAYFRONT_BACKEND=URL (or `mock` for `pnpm mock` on 4010)
// to another backend as it is.
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { themeCodes } from '@playfront/contract/themes'
import { proxyArgOptions, proxyFromArgsOrExit } from '@playfront/mock-server/server/proxy-args'
import { startDevSite } from './dev-site.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    ...proxyArgOptions,
    port: { type: 'string' },
    state: { type: 'string' },
    fresh: { type: 'boolean' },
  },
})

function fail(message: string): never {
  console.error(`dev: ${message}`)
  process.exit(2)
}

/** `PLAYFRONT_BACKEND=mock` is the standalone mock of `pnpm mock` on its default port. */
function otherBackend(value = process.env.PLAYFRONT_BACKEND): string | undefined {
  if (!value) return undefined
  if (value === 'mock') return 'http://localhost:4010'
  const url = URL.canParse(value) ? new URL(value) : null
  if (!url || !/^https?:$/.test(url.protocol))
    fail(`PLAYFRONT_BACKEND must be an http(s) URL or "mock", not ${value}`)
  return url.origin
}

const proxy = proxyFromArgsOrExit(values, 'dev')
const backendUrl = otherBackend()
if (proxy && backendUrl)
  fail(
    '--proxy and PLAYFRONT_BACKEND both name a backend; use one (--proxy also checks the answers)',
  )
const port = Number(values.port ?? process.env.PORT ?? 5173)
if (!Number.isInteger(port) || port < 0) fail(`--port must be a port number, not ${values.port}`)
const keptWorld = fileURLToPath(
  new URL('../node_modules/.cache/playfront-dev/world.json', import.meta.url),
)

const site = await startDevSite({
  port,
  proxy,
  backendUrl,
  stateFile: values.fresh ? undefined : values.state ? resolve(values.state) : keptWorld,
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))

console.log(`Playfront dev server on ${site.url}, every page rendered on the server`)
for (const code of themeCodes) console.log(`  http://${code}.localhost:${port}/`)
console.log(`  http://localhost:${port}/ (default tenant); demo / demo1234 on every tenant`)
if (backendUrl) console.log(`backend: ${backendUrl} (PLAYFRONT_BACKEND)`)
else if (proxy)
  console.log(
    `backend: ${proxy.target} through the validating proxy; violations at ${site.url}/__mock/violations`,
  )
else
  console.log(
    `backend: the mock in this process, control API at ${site.url}/__mock/health; its world ${values.fresh ? 'starts from the seed' : `is kept in ${values.state ? resolve(values.state) : join('web', 'node_modules/.cache/playfront-dev/world.json')}`}`,
  )

let closing = false
const stop = () => {
  if (closing) return
  closing = true
  void site.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
