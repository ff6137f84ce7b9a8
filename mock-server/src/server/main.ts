// `pnpm mock`: the standalone mock backend on port 4010 (PORT to change, HOST to bind
// elsewhere), `--state file.json` to load a state file and save it again on shutdown,
// `--max-state-mb` for the cap on a saved or loaded state (MOCK_MAX_STATE_MB; default 256),
// `--allowed-hosts` and `--control-token` (see exposure.ts), and
// `--proxy URL [--mock-only /api/a,/api/b]` to forward the contract's calls to a real backend.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createMockHttpServer } from './create-server.ts'
import { exposureFlags, exposureFrom } from './exposure.ts'
import { proxyArgOptions, proxyFromArgsOrExit } from './proxy-args.ts'

// `pnpm mock -- --state x.json` passes the `--` along; it separates nothing here.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))
const { values } = parseArgs({
  args,
  options: {
    state: { type: 'string' },
    'max-state-mb': { type: 'string' },
    static: { type: 'string' },
    ...exposureFlags,
    ...proxyArgOptions,
  },
  allowPositionals: false,
})
const exposure = exposureFrom(values, process.env)
const proxy = proxyFromArgsOrExit(values, 'mock')
const port = Number(process.env.PORT ?? 4010)
const maxStateMb = Number(values['max-state-mb'])
if (values['max-state-mb'] !== undefined && !(maxStateMb > 0)) {
  console.error(
    `--max-state-mb must be a number of megabytes above 0, not "${values['max-state-mb']}"`,
  )
  process.exit(2)
}
// A state file that is too large, not JSON or not a state stops the start with the reason alone.
const server = await createMockHttpServer({
  port,
  host: exposure.host,
  allowedHosts: exposure.allowedHosts,
  controlToken: exposure.controlToken,
  stateFile: values.state ? resolve(values.state) : undefined,
  staticDir: values.static ? resolve(values.static) : undefined,
  viaMsw: process.env.MOCK_VIA_MSW === '1',
  maxStateBytes: values['max-state-mb'] === undefined ? undefined : maxStateMb * 1024 * 1024,
  proxy,
}).catch((error: unknown) => {
  console.error(`mock: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
})

const hosts = server.backend.tables.tenants.all().flatMap((t) => [t.domain_name, ...t.aliases])
console.log(`Playfront mock backend on ${server.url}`)
for (const line of exposure.banner) console.log(line)
console.log(
  `Tenants (domain_name): ${hosts.map((h) => `http://${h}:${new URL(server.url).port}`).join('  ')}`,
)
console.log(
  `Demo player on every tenant: demo / demo1234. Control API: ${server.url}/__mock/health`,
)
if (proxy)
  console.log(
    `Proxy: the contract's calls go to ${proxy.target}${proxy.mockOnly?.length ? ` except ${proxy.mockOnly.join(', ')}` : ''}, checked both ways; violations at ${server.url}/__mock/violations`,
  )
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
