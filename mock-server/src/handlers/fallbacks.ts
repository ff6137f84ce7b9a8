import { http } from 'msw'
import type { ApiPath } from './api-types.ts'
import { controlError } from './control/control-json.ts'

const controlRoots = new Set(['health', 'reset', 'tenants', 'tac', 'scenarios', 'players', 'state', 'clock', 'img', 'deposits', 'withdrawals', 'game'])

/**
 * Catch-alls that answer a wrong method (405) or an unknown path (404) under `/api` and
 * `/__mock` with a clear JSON error, instead of letting the request through.
 *
 * @example
 * // curl localhost:4010/api/startup → 405 {"ok":false,"error":"GET is not allowed on /api/startup; every product call is POST."}
 */
export function fallbackHandlers(apiPaths: readonly ApiPath[]) {
  const known = new Set<string>(apiPaths)
  return [
    http.all('*/api/*', ({ request }) => {
      const path = new URL(request.url).pathname
      // In the browser worker `*/api/*` also matches the dev server's source files (src/features/auth/api/…).
      if (!path.startsWith('/api/')) return
      if (known.has(path)) {
        const response = controlError(405, `${request.method} is not allowed on ${path}; every product call is POST.`)
        response.headers.set('allow', 'POST')
        return response
      }
      return controlError(404, `Unknown API path ${path}.`)
    }),
    http.all('*/__mock/*', ({ request }) => {
      const path = new URL(request.url).pathname
      if (!path.startsWith('/__mock/')) return
      const root = path.replace(/^.*\/__mock\//, '').split('/')[0] ?? ''
      if (controlRoots.has(root)) return controlError(405, `${request.method} is not allowed on ${path}.`)
      return controlError(404, `Unknown control path ${path}; see mock-server/README.md.`)
    }),
  ]
}
