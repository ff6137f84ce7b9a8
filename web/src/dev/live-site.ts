import { startupState, type StartupAnswer } from '../features/site/utils/startup-state.ts'
import { api } from '../lib/api.ts'
import { visitHostname } from '../lib/visit-url.ts'
import { setSiteState } from '../stores/site.ts'

let timer: ReturnType<typeof setTimeout> | undefined

/**
 * The mock's world changed (the panel, the console, curl or another tab called its control API):
 * the open page asks for startup again and shows the tenant as it is now, in place, once for a
 * burst of changes. A reload shows the same, drawn by the server.
 */
export function refreshSiteSoon(): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    void api()
      .post('/api/startup', { domain_name: visitHostname() })
      .then((answer) => setSiteState(startupState(answer as StartupAnswer)))
  }, 30)
}

// The dev server tells every open page when a control call has changed the mock (scripts/dev.ts).
import.meta.hot?.on('playfront:world-changed', refreshSiteSoon)
