import type { Plugin } from 'vite'
import { routeRules } from '../route-rules.ts'

export const buildId = process.env.PLAYFRONT_BUILD_ID ?? Date.now().toString(36)

function files(): Record<string, string> {
  return {
    'builds/latest.json': JSON.stringify({ id: buildId, timestamp: Date.now() }),
    [`builds/meta/${buildId}.json`]: JSON.stringify({
      id: buildId,
      routeRules: routeRules(process.env),
    }),
  }
}

// The app learns its redirects and the newest build from these files, like any static host serves them.
export function buildMetaPlugin(): Plugin {
  return {
    name: 'playfront:build-meta',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]?.slice(1) ?? ''
        const body = files()[path]
        if (!body) return next()
        res.setHeader('Content-Type', 'application/json')
        res.end(body)
      })
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
