import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { imageFor } from '../../images/image-for.ts'
import { controlError } from './control-json.ts'

/**
 * `GET /__mock/img/...`: SVG artwork made by the mock (game tiles, provider logos, site logos, banners).
 *
 * @example
 * // curl localhost:4010/__mock/img/logo/casino3.localhost/1.svg
 */
export function imageHandlers(backend: MockBackend) {
  return [
    http.get('*/__mock/img/*', ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*\/__mock\/img\//, '')
      const svg = imageFor(backend, decodeURIComponent(path))
      if (!svg) return controlError(404, `No image at /__mock/img/${path}.`)
      return new HttpResponse(svg, {
        headers: {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        },
      })
    }),
  ]
}
