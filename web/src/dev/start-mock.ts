import { refreshSiteSoon } from './live-site.ts'

const isMockWorker = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some((w) =>
    w?.scriptURL.endsWith('/mockServiceWorker.js'),
  )

// A worker left from an earlier in-page session would keep answering; another backend was asked for.
async function dropMockWorker(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? []
  await Promise.all(registrations.filter(isMockWorker).map((r) => r.unregister()))
}

export async function startMock(): Promise<void> {
  // `PLAYFRONT_BACKEND` or `pnpm dev --proxy URL`: the dev server forwards the calls to another backend.
  if (import.meta.env.PLAYFRONT_BACKEND || import.meta.env.VITE_PLAYFRONT_PROXY)
    return dropMockWorker()
  const { startMockWorker } = await import('@playfront/mock-server/browser')
  const { worker } = await startMockWorker({ onRemoteChange: refreshSiteSoon })
  // Control calls from the panel, the console or a script change what startup answers.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET' && new URL(request.url).pathname.startsWith('/__mock/'))
      refreshSiteSoon()
  })
}
