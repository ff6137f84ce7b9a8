import { fileURLToPath } from 'node:url'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { themeCodes } from '@playfront/contract/themes'

// The built site and the mock backend on one port: what `pnpm start` and the e2e specs run.
const port = Number(process.env.PORT ?? 8080)
const staticDir = fileURLToPath(new URL('../dist', import.meta.url))
const server = await createMockHttpServer({ port, staticDir })

console.log(`Playfront is running on ${server.url}`)
for (const code of themeCodes) console.log(`  http://${code}.localhost:${port}/`)
console.log(`  http://localhost:${port}/ (default tenant)`)

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
