import { parseArgs } from 'node:util'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { exposureFlags, exposureFrom } from '@playfront/mock-server/server/exposure'
import { proxyArgOptions, proxyFromArgsOrExit } from '@playfront/mock-server/server/proxy-args'
import { themeCodes } from '@playfront/contract/themes'

// `pnpm start`: the production server (web/server, built into dist-server) drawing every page
// from the mock backend, both on one port: the pages as production renders them, and the mock's
// `/api/` and `/__mock/` answered by the mock itself, faults and control API included.
// HOST, --allowed-hosts and --control-token as for `pnpm mock`;
// `--proxy URL [--mock-only /api/a,/api/b]` sends the contract's calls to a real backend instead.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { ...exposureFlags, ...proxyArgOptions },
})
const exposure = exposureFrom(values, process.env)
const proxy = proxyFromArgsOrExit(values, 'start')
const port = Number(process.env.PORT ?? 8080)
const distDir = fileURLToPath(new URL('../dist', import.meta.url))
const serverBuild = new URL('../dist-server/site-server.js', import.meta.url)
if (!existsSync(serverBuild)) {
  console.error('No server build in web/dist-server: run pnpm build first.')
  process.exit(1)
}
const { startSiteServer } = (await import(
  serverBuild.href
)) as typeof import('../server/site-server.ts')

const mock = await createMockHttpServer({
  port: 0,
  proxy,
  allowedHosts: exposure.allowedHosts,
  controlToken: exposure.controlToken,
})
const site = await startSiteServer({
  distDir,
  backendUrl: `http://127.0.0.1:${new URL(mock.url).port}`,
  port,
  host: exposure.host,
  beside: { prefixes: ['/api/', '/__mock/'], answer: mock.answer },
})

console.log(`Playfront is running on ${site.url}`)
for (const line of exposure.banner) console.log(line)
for (const code of themeCodes) console.log(`  http://${code}.localhost:${port}/`)
console.log(`  http://localhost:${port}/ (default tenant)`)
if (proxy)
  console.log(
    `Proxy: the contract's calls go to ${proxy.target}, checked both ways; violations at ${site.url}/__mock/violations`,
  )

const stop = () => void Promise.all([site.close(1_000), mock.close()]).then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
