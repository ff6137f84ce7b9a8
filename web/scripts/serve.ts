import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { proxyArgOptions, proxyFromArgs } from '@playfront/mock-server/server/proxy-args'
import { themeCodes } from '@playfront/contract/themes'

// The built site and the mock backend on one port: what `pnpm start` and the e2e specs run.
// `--proxy URL [--mock-only /api/a,/api/b]` sends the contract's calls to a real backend instead.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: proxyArgOptions,
})
let proxy
try {
  proxy = proxyFromArgs(values)
} catch (error) {
  console.error(`start: ${(error as Error).message}`)
  process.exit(2)
}
const port = Number(process.env.PORT ?? 8080)
const staticDir = fileURLToPath(new URL('../dist', import.meta.url))
const server = await createMockHttpServer({ port, staticDir, proxy })

console.log(`Playfront is running on ${server.url}`)
for (const code of themeCodes) console.log(`  http://${code}.localhost:${port}/`)
console.log(`  http://localhost:${port}/ (default tenant)`)
if (proxy)
  console.log(
    `Proxy: the contract's calls go to ${proxy.target}, checked both ways; violations at ${server.url}/__mock/violations`,
  )

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
