import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

// The worker script belongs to the mock backend; serving it from the dev server (never from
// public/) keeps it out of every production build.
export function mockWorkerPlugin(): Plugin {
  const requireFromMock = createRequire(new URL('../../mock-server/package.json', import.meta.url))
  return {
    name: 'playfront:mock-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', async (_req, res) => {
        const script = await readFile(requireFromMock.resolve('msw/mockServiceWorker.js'))
        res.setHeader('Content-Type', 'text/javascript')
        res.setHeader('Service-Worker-Allowed', '/')
        res.end(script)
      })
    },
  }
}
