import { api } from '../lib/api.ts'
import { setSiteState } from '../stores/site.ts'
import { startupState, type StartupAnswer } from '../features/site/utils/startup-state.ts'
import { loadRouteRules } from './route-rules.ts'

/** A first visit shows the preloader; `inPlace` (a tenant changed while the page is open) keeps the page up meanwhile. */
export async function runStartup({ inPlace = false } = {}): Promise<void> {
  if (!inPlace) setSiteState({ status: 'loading' })
  const [answer] = await Promise.all([api().post('/api/startup', { domain_name: location.hostname }), loadRouteRules()])
  setSiteState(startupState(answer as StartupAnswer))
}
