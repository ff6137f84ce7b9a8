import { request } from 'node:http'
import type { Plugin } from 'vite'
import type { MockHttpServer } from '@playfront/mock-server/server/create-server'

/**
 * `pnpm dev --proxy URL [--mock-only …]` (scripts/dev.ts sets VITE_PLAYFRONT_PROXY and
 * PLAYFRONT_MOCK_ONLY): the page skips the browser's mock worker, and the dev server hands
 * `/api` and `/__mock` to an in-process validating proxy in front of the real backend.
 */
export function mockProxyPlugin(): Plugin {
  const target = process.env.VITE_PLAYFRONT_PROXY
  return {
    name: 'playfront:mock-proxy',
    apply: 'serve',
    configureServer(server) {
      if (!target) return
      // Loaded only here, so a build never touches the mock.
      const proxy: Promise<MockHttpServer> = (async () => {
        const { proxyFromArgs } = await import('@playfront/mock-server/server/proxy-args')
        const { createMockHttpServer } = await import('@playfront/mock-server/server/create-server')
        const options = proxyFromArgs({
          proxy: target,
          'mock-only': process.env.PLAYFRONT_MOCK_ONLY,
          'proxy-control': process.env.PLAYFRONT_PROXY_CONTROL === '1',
        })
        return createMockHttpServer({ port: 0, proxy: options })
      })()
      void proxy.then((running) =>
        server.config.logger.info(
          `  Proxy: /api calls go to ${target}, checked against the contract; violations at ${running.url}/__mock/violations`,
        ),
      )
      server.httpServer?.once('close', () => void proxy.then((running) => running.close()))
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/') && !req.url?.startsWith('/__mock/')) return next()
        void proxy.then(({ url }) => {
          const upstream = request(
            url + req.url,
            { method: req.method, headers: req.headers },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers)
              answer.pipe(res)
            },
          )
          upstream.on('error', () => res.destroy())
          req.pipe(upstream)
        })
      })
    },
  }
}
