import { setupWorker, type SetupWorker } from 'msw/browser'
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts'
import { createMockHandlers } from './handlers.ts'

/** Options of {@link startMockWorker}. */
export interface MockWorkerOptions extends MockBackendOptions {
  /** URL of the worker script; default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string
  /** Silence MSW's per-request console log. Default true. */
  quiet?: boolean
}

/**
 * Starts the mock backend in the browser on a service worker (for `web/` dev mode). Requests
 * that no handler claims (the app's own files, Vite) go to the network unchanged (msw 3's
 * `onUnhandledFrame: 'bypass'`, formerly `onUnhandledRequest`).
 * The worker script is msw's `lib/mockServiceWorker.js` (exported as `msw/mockServiceWorker.js`),
 * which the web dev server serves at `/mockServiceWorker.js`.
 *
 * @example
 * if (import.meta.env.DEV) await startMockWorker()
 */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<{ worker: SetupWorker; backend: MockBackend }> {
  const { serviceWorkerUrl = '/mockServiceWorker.js', quiet = true, ...backendOptions } = options
  const backend = createMockBackend(backendOptions)
  const worker = setupWorker(...createMockHandlers(backend))
  await worker.start({ onUnhandledFrame: 'bypass', quiet, serviceWorker: { url: serviceWorkerUrl } })
  await backend.ready()
  return { worker, backend }
}
