import { fileURLToPath } from 'node:url'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { exposureFromArgs } from '@playfront/mock-server/server/exposure'
import { themeCodes } from '@playfront/contract/themes'
import { siteHeaders } from './site-headers.ts'

// The built site and the mock backend on one port: what `pnpm start` and the e2e specs run.
// HOST, --allowed-hosts and --control-token as for `pnpm mock`; the site's security headers on every file.
const port = Number(process.env.PORT ?? 8080)
const staticDir = fileURLToPath(new URL('../dist', import.meta.url))
const exposure = exposureFromArgs(process.argv.slice(2), process.env)
// Called per request, once the server (declared below) answers.
const staticHeaders = siteHeaders(staticDir, () => server.backend)
const server = await createMockHttpServer({ port, staticDir, staticHeaders, host: exposure.host, allowedHosts: exposure.allowedHosts, controlToken: exposure.controlToken })

console.log(`Playfront is running on ${server.url}`)
for (const line of exposure.banner) console.log(line)
for (const code of themeCodes) console.log(`  http://${code}.localhost:${port}/`)
console.log(`  http://localhost:${port}/ (default tenant)`)

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
