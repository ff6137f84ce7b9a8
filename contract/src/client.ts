import createClient from 'openapi-fetch'
import type { paths } from '../generated/schema.ts'
import { isSuccess } from './success.ts'
import { failureForPath } from './failure-for-path.ts'
import { sendCall } from './send-call.ts'
import type { AnyApiPath, Failure, RequestBody, ResponseBody } from './types.ts'

/** What `onError` receives: the path and the failure body it returned. */
export type FailureReport = { path: AnyApiPath } & Failure

/** Options of {@link createApi}. */
export interface ApiOptions {
  /** Origin of the backend, e.g. `http://localhost:4010`; `''` means the page's own origin (browser only). */
  baseUrl: string
  /** Fetch to use instead of `globalThis.fetch` (looked up at call time, so interceptors installed later apply). */
  fetch?: (request: Request) => Promise<Response>
  /** Called once with every failure a call returns, whether the backend sent it or the client made it; never on success. */
  onError?: (report: FailureReport) => void
  /** Headers added to every call. */
  headers?: Record<string, string>
  /**
   * How long a call may take, its body included, before the client gives up on it and it fails
   * as a broken call (default {@link defaultTimeoutMs}). A backend that hangs or dribbles its
   * answer must not leave the player waiting for ever.
   */
  timeoutMs?: number
}

/** A call's time limit when `timeoutMs` is not given: long enough for a slow phone network, short enough for a player. */
export const defaultTimeoutMs = 15_000

/** The typed client of the 23 calls and the provisional ones. */
export interface Api {
  /**
   * Posts `body` to `path` and resolves to the response body of that path. Never rejects: a call
   * that breaks on the way resolves to the path's catalogue failure (see `failureForPath`).
   */
  post<P extends AnyApiPath>(path: P, body: RequestBody<P>): Promise<ResponseBody<P>>
}

function checkBaseUrl(baseUrl: string): void {
  const page = (globalThis as { location?: { href: string } }).location?.href
  try {
    new URL(baseUrl || '/', page)
  } catch {
    throw new TypeError(
      `createApi: baseUrl "${baseUrl}" is not a URL; outside a browser give an absolute one such as http://localhost:4010`,
    )
  }
}

function notify(onError: ApiOptions['onError'], report: FailureReport): void {
  try {
    onError?.(report)
  } catch (error) {
    // A broken handler must not turn a resolved call into a rejection; surface it on its own.
    queueMicrotask(() => {
      throw error
    })
  }
}

/**
 * Creates the typed client on openapi-fetch, with the envelope rules of spec section 8.
 *
 * @example
 * const api = createApi({ baseUrl: '', onError: showGlobalError })
 * const res = await api.post('/api/auth/get_balance', { account_id, auth })
 * if (isSuccess(res)) setBalance(res.game_balance)
 */
export function createApi(options: ApiOptions): Api {
  checkBaseUrl(options.baseUrl)
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs
  if (!(timeoutMs > 0))
    throw new RangeError(
      `createApi: timeoutMs must be a positive number of milliseconds, got ${timeoutMs}`,
    )
  const customFetch = options.fetch
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: options.headers,
    fetch: (request) => (customFetch ? customFetch(request) : globalThis.fetch(request)),
  })
  return {
    async post<P extends AnyApiPath>(path: P, body: RequestBody<P>): Promise<ResponseBody<P>> {
      const controller = new AbortController()
      const timer = setTimeout(
        () =>
          controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
        timeoutMs,
      )
      const outcome = await sendCall(client, path, body, controller.signal).finally(() =>
        clearTimeout(timer),
      )
      // The backend's body is trusted to follow the contract (the mock validates it); a broken
      // call gets the path's own failure shape.
      const result = (
        outcome.kind === 'envelope' ? outcome.body : failureForPath(path, outcome.detail)
      ) as ResponseBody<P>
      if (!isSuccess(result)) notify(options.onError, { path, ...(result as Failure) })
      return result
    },
  }
}
