import { setupWorker, type SetupWorker } from 'msw/browser'
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend.ts'
import { createMockHandlers } from './handlers.ts'
import { indexedDbWorldStore } from './persistence/indexed-db-store.ts'
import { readSavedState, type WorldStore } from './persistence/saved-world.ts'
import { syncWorld, type WorldSync } from './persistence/world-sync.ts'

/** Options of {@link startMockWorker}. */
export interface MockWorkerOptions extends MockBackendOptions {
  /** URL of the worker script; default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string
  /** Silence MSW's per-request console log. Default true. */
  quiet?: boolean
  /**
   * Keep the world across reloads and share it with the other tabs of this origin: IndexedDB
   * (or the given store) plus a BroadcastChannel. Default true; false starts from the seed
   * (or `initialState`) every time.
   */
  persist?: boolean | WorldStore
  /** Called after another tab's change was loaded here. */
  onRemoteChange?: () => void
}

/**
 * Starts the mock backend in the browser on a service worker (for `web/` dev mode). Requests
 * that no handler claims (the app's own files, Vite) go to the network unchanged (msw 3's
 * `onUnhandledFrame: 'bypass'`, formerly `onUnhandledRequest`).
 * The worker script is msw's `lib/mockServiceWorker.js` (exported as `msw/mockServiceWorker.js`),
 * which the web dev server serves at `/mockServiceWorker.js`.
 *
 * With `persist` (the default) the world saved by the last page of this origin is loaded, every
 * change is saved (at once, or right after the write under way) and posted to the other tabs; a
 * world saved with another seed or state schema is dropped with a console note.
 *
 * @example
 * if (import.meta.env.DEV) await startMockWorker()
 */
export async function startMockWorker(
  options: MockWorkerOptions = {},
): Promise<{ worker: SetupWorker; backend: MockBackend; sync?: WorldSync }> {
  const {
    serviceWorkerUrl = '/mockServiceWorker.js',
    quiet = true,
    persist = true,
    onRemoteChange,
    ...backendOptions
  } = options
  const store = persist === true ? indexedDbWorldStore() : persist || undefined
  const saved = store ? await readSavedState(store) : undefined
  performance.mark('playfront-mock:saved-world-read')
  const backend = createMockBackend({
    ...backendOptions,
    initialState: saved ?? backendOptions.initialState,
  })
  const worker = setupWorker(...createMockHandlers(backend))
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet,
    serviceWorker: { url: serviceWorkerUrl },
  })
  await backend.ready()
  performance.mark('playfront-mock:ready')
  if (!store) return { worker, backend }
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel('playfront-mock') : undefined
  const sync = syncWorld(backend, { store, channel, onRemoteLoad: onRemoteChange })
  worker.events.on('response:mocked', () => sync.changed())
  addEventListener('pagehide', () => void sync.flush())
  return { worker, backend, sync }
}
