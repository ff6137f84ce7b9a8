import { http, type RequestHandler } from 'msw'
import type { ApiPath } from './api-types.ts'
import { allowedMethods } from './allowed-methods.ts'
import { controlError } from './control/control-json.ts'

/**
 * Catch-alls that answer a wrong method (405 with `Allow`) or an unknown path (404) under `/api`
 * and `/__mock` with a clear JSON error, instead of letting the request through. `routes` are the
 * handlers before them, which say what each path allows.
 *
 * @example
 * // curl localhost:4010/api/startup → 405, Allow: POST, {"ok":false,"error":"GET is not allowed on /api/startup; every product call is POST."}
 */
export function fallbackHandlers(apiPaths: readonly ApiPath[], routes: readonly RequestHandler[]) {
  const known = new Set<string>(apiPaths)
  return [
    http.all('*/api/*', ({ request }) => {
      const path = new URL(request.url).pathname
      // In the browser worker `*/api/*` also matches the dev server's source files (src/features/auth/api/…).
      if (!path.startsWith('/api/')) return
      if (known.has(path)) {
        const response = controlError(
          405,
          `${request.method} is not allowed on ${path}; every product call is POST.`,
        )
        response.headers.set('allow', 'POST')
        return response
      }
      return controlError(404, `Unknown API path ${path}.`)
    }),
    http.all('*/__mock/*', ({ request }) => {
      const url = new URL(request.url)
      if (!url.pathname.startsWith('/__mock/')) return
      const allow = allowedMethods(routes, url)
      if (allow.length === 0)
        return controlError(404, `Unknown control path ${url.pathname}; see mock-server/README.md.`)
      const response = controlError(
        405,
        `${request.method} is not allowed on ${url.pathname}; use ${allow.join(', ')}.`,
      )
      response.headers.set('allow', allow.join(', '))
      return response
    }),
  ]
}
