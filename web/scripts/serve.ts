import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { exposureFlags, exposureFrom } from '@playfront/mock-server/server/exposure'
import { proxyArgOptions, proxyFromArgsOrExit } from '@playfront/mock-server/server/proxy-args'
import { themeCodes } from '@playfront/contract/themes'
import { siteHeaders } from './site-headers.ts'

// The built site and the mock backend on one port: what `pnpm start` and the e2e specs run.
// HOST, --allowed-hosts and --control-token as for `pnpm mock`; the site's security headers on every file;
// `--proxy URL [--mock-only /api/a,/api/b]` sends the contract's calls to a real backend instead.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { ...exposureFlags, ...proxyArgOptions },
})
const exposure = exposureFrom(values, process.env)
const proxy = proxyFromArgsOrExit(values, 'start')
const port = Number(process.env.PORT ?? 8080)
const staticDir = fileURLToPath(new URL('../dist', import.meta.url))
// Called per request, once the server (declared below) answers.
const staticHeaders = siteHeaders(staticDir, () => server.backend)
const server = await createMockHttpServer({
  port,
  staticDir,
  staticHeaders,
  proxy,
  host: exposure.host,
  allowedHosts: exposure.allowedHosts,
  controlToken: exposure.controlToken,
})

console.log(`Playfront is running on ${server.url}`)
for (const line of exposure.banner) console.log(line)
for (const code of themeCodes) console.log(`  http://${code}.localhost:${port}/`)
console.log(`  http://localhost:${port}/ (default tenant)`)
if (proxy)
  console.log(
    `Proxy: the contract's calls go to ${proxy.target}, checked both ways; violations at ${server.url}/__mock/violations`,
  )

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
