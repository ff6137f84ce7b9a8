// `pnpm mock`: the standalone mock backend on port 4010 (PORT to change, HOST to bind
// elsewhere), `--state file.json` to load a state file and save it again on shutdown,
// `--proxy URL [--mock-only /api/a,/api/b]` to forward the contract's calls to a real backend.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createMockHttpServer } from './create-server.ts'
import { proxyArgOptions, proxyFromArgs } from './proxy-args.ts'

const { values } = parseArgs({
  options: { state: { type: 'string' }, static: { type: 'string' }, ...proxyArgOptions },
  allowPositionals: false,
})
let proxy
try {
  proxy = proxyFromArgs(values)
} catch (error) {
  console.error(`mock: ${(error as Error).message}`)
  process.exit(2)
}
const port = Number(process.env.PORT ?? 4010)
const server = await createMockHttpServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  stateFile: values.state ? resolve(values.state) : undefined,
  staticDir: values.static ? resolve(values.static) : undefined,
  viaMsw: process.env.MOCK_VIA_MSW === '1',
  proxy,
})

const hosts = server.backend.tables.tenants.all().flatMap((t) => [t.domain_name, ...t.aliases])
console.log(`Playfront mock backend on ${server.url}`)
console.log(`Tenants (domain_name): ${hosts.map((h) => `http://${h}:${port}`).join('  ')}`)
console.log(`Demo player on every tenant: demo / demo1234. Control API: ${server.url}/__mock/health`)
if (proxy) console.log(`Proxy: the contract's calls go to ${proxy.target}${proxy.mockOnly?.length ? ` except ${proxy.mockOnly.join(', ')}` : ''}, checked both ways; violations at ${server.url}/__mock/violations`)
if (values.state) console.log(`State file: ${resolve(values.state)} (saved on shutdown)`)

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  console.log(`${signal}: saving and shutting down`)
  await server.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
