// `pnpm dev`: the Vite dev server with the mock in the browser's service worker; with
// `--proxy URL [--mock-only /api/a,/api/b] [--proxy-control]` the calls go to a real backend
// through the validating proxy instead (vite/mock-proxy-plugin.ts). Other flags go to Vite.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { proxyArgOptions, proxyFromArgs } from '@playfront/mock-server/server/proxy-args'

const { values, tokens } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: proxyArgOptions,
  strict: false,
  tokens: true,
})
const ours = new Set(Object.keys(proxyArgOptions))
const viteArgs = tokens.flatMap((t) =>
  t.kind === 'option'
    ? ours.has(t.name)
      ? []
      : [t.rawName, ...(t.value === undefined ? [] : [t.value])]
    : t.kind === 'positional'
      ? [t.value]
      : [],
)
const env = { ...process.env }
try {
  const proxy = proxyFromArgs(
    values as { proxy?: string; 'mock-only'?: string; 'proxy-control'?: boolean },
  )
  if (proxy && process.env.PLAYFRONT_BACKEND)
    throw new Error(
      '--proxy and PLAYFRONT_BACKEND both name a backend; use one (--proxy also checks the answers against the contract)',
    )
  if (proxy) {
    env.VITE_PLAYFRONT_PROXY = proxy.target
    env.PLAYFRONT_MOCK_ONLY = (proxy.mockOnly ?? []).join(',')
    env.PLAYFRONT_PROXY_CONTROL = proxy.relayControl ? '1' : ''
  }
} catch (error) {
  console.error(`dev: ${(error as Error).message}`)
  process.exit(2)
}
const vite = spawn('pnpm', ['exec', 'vite', ...viteArgs], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal))
vite.on('exit', (code) => process.exit(code ?? 0))
