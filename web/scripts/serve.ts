import { parseArgs } from 'node:util'
import { pino } from 'pino'
import { exposureFlags, exposureFrom } from '@playfront/mock-server/server/exposure'
import { proxyArgOptions, proxyFromArgsOrExit } from '@playfront/mock-server/server/proxy-args'
import { themeCodes } from '@playfront/contract/themes'
import { startLocalSite } from './local-site.ts'

// `pnpm start`: the production server drawing every page from the mock backend, on one port
// (see local-site.ts). HOST, --allowed-hosts and --control-token as for `pnpm mock`;
// `--proxy URL [--mock-only /api/a,/api/b]` sends the contract's calls to a real backend instead.
// A JSON log line per page and call on stdout (LOG_LEVEL=debug for files too, warn for errors only);
// /healthz, /readyz and /metrics as in the container.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { ...exposureFlags, ...proxyArgOptions },
})
const exposure = exposureFrom(values, process.env)
const proxy = proxyFromArgsOrExit(values, 'start')
const port = Number(process.env.PORT ?? 8080)
const site = await startLocalSite({
  port,
  host: exposure.host,
  proxy,
  allowedHosts: exposure.allowedHosts,
  controlToken: exposure.controlToken,
  logger: pino({ level: process.env.LOG_LEVEL ?? 'info' }),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

console.log(`Playfront is running on ${site.url}`)
for (const line of exposure.banner) console.log(line)
for (const code of themeCodes) console.log(`  http://${code}.localhost:${port}/`)
console.log(`  http://localhost:${port}/ (default tenant)`)
if (proxy)
  console.log(
    `Proxy: the contract's calls go to ${proxy.target}, checked both ways; violations at ${site.url}/__mock/violations`,
  )

const stop = () => void site.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
