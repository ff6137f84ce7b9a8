import type { ApiOptions } from '@playfront/contract/client'
import { startupState, type StartupAnswer } from '../features/site/utils/startup-state.ts'
import { api, configureApi } from '../lib/api.ts'
import { setVisitUrl } from '../lib/visit-url.ts'
import { setSiteState, type SiteState } from '../stores/site.ts'

/** How the server reaches the backend for one request. */
export type Backend = {
  /** e.g. `http://127.0.0.1:4010`. */
  baseUrl: string
  /** Headers every call carries, e.g. the visitor's address for the backend's own limits. */
  headers?: Record<string, string>
  /** How long one call may take before the page is drawn without it (default 5 s). */
  timeoutMs?: number
  /** Sends each call (default: the global fetch); the HTTP server's times them. */
  fetch?: (request: Request) => Promise<Response>
}

/** The visit's API client, pointed at the backend; called first in every visit the server runs. */
export function reachBackend(backend: Backend, onError?: ApiOptions['onError']): void {
  configureApi(backend.baseUrl, {
    headers: backend.headers,
    timeoutMs: backend.timeoutMs ?? 5_000,
    fetch: backend.fetch,
    onError,
  })
}

/** Startup for the tenant `url`'s host names, as the browser's would be: the site's state. */
export async function startTenant(url: URL): Promise<SiteState> {
  setVisitUrl(url)
  const answer = await api().post('/api/startup', { domain_name: url.hostname })
  const site = startupState(answer as StartupAnswer)
  setSiteState(site)
  return site
}
