import type { Plugin } from 'vite'

/** `PLAYFRONT_BACKEND=mock` is the standalone mock of `pnpm mock` on its default port. */
export function devBackendUrl(value = process.env.PLAYFRONT_BACKEND): string {
  if (!value) return ''
  if (value === 'mock') return 'http://localhost:4010'
  const url = new URL(value)
  if (!/^https?:$/.test(url.protocol))
    throw new Error(`PLAYFRONT_BACKEND must be an http(s) URL or "mock", not ${value}`)
  return url.origin
}

// With PLAYFRONT_BACKEND set, `pnpm dev` forwards /api and /__mock to that backend instead of
// starting the in-page mock: the page stays same-origin, so no CORS setup is needed.
export function devBackendPlugin(): Plugin {
  const target = devBackendUrl()
  return {
    name: 'playfront:dev-backend',
    apply: 'serve',
    config: () => ({
      define: { 'import.meta.env.PLAYFRONT_BACKEND': JSON.stringify(target) },
      server: target
        ? {
            proxy: {
              '/api': { target, changeOrigin: true },
              '/__mock': { target, changeOrigin: true },
            },
          }
        : {},
    }),
    configureServer(server) {
      server.httpServer?.once('listening', () =>
        server.config.logger.info(
          target
            ? `  backend: ${target} (PLAYFRONT_BACKEND)`
            : '  backend: the mock in the page (IndexedDB keeps its world)',
        ),
      )
    },
  }
}
