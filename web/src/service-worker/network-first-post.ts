import type { RouteHandlerCallback } from 'workbox-core'
import { isSuccess } from '@playfront/contract/success'

/**
 * A POST call answered from the network when it answers within `timeoutMs`, else from the last
 * good answer to the same body. The Cache API keeps only GET requests, so the answer is kept
 * under a GET of the same address with the body in its query.
 */
export function networkFirstPost({
  cacheName,
  timeoutMs,
}: {
  cacheName: string
  timeoutMs: number
}): RouteHandlerCallback {
  return async ({ request }) => {
    const body = await request.clone().text()
    const key = new Request(`${request.url}?body=${encodeURIComponent(body)}`)
    const cache = await caches.open(cacheName)
    const network = fetch(request).then(async (answer) => {
      if (answer.ok && (await succeeded(answer.clone()))) await cache.put(key, answer.clone())
      return answer
    })
    const late = new Promise<undefined>((resolve) =>
      setTimeout(() => resolve(undefined), timeoutMs),
    )
    const first = await Promise.race([network.catch(() => undefined), late])
    if (first) return first
    const kept = await cache.match(key)
    return kept ?? network
  }
}

/** A success of the contract (statusCode 1 or statusMessage OK): failures are not worth keeping. */
async function succeeded(answer: Response): Promise<boolean> {
  try {
    return isSuccess((await answer.json()) as { statusCode: number; statusMessage?: string })
  } catch {
    return false
  }
}
