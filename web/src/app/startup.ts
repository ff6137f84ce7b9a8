import { api } from '../lib/api.ts'
import { takeEarlyStartup } from '../lib/early-answers.ts'
import { visitHostname } from '../lib/visit-url.ts'
import { setSiteState } from '../stores/site.ts'
import { startupState, type StartupAnswer } from '../features/site/utils/startup-state.ts'
import { loadRouteRules } from './route-rules.ts'
import { warmFirstPage } from './warm-first-page.ts'
import { earlyOrCall } from './early-startup.ts'

/** A first visit shows the preloader; `inPlace` (a tenant changed while the page is open) keeps the page up meanwhile. */
export async function runStartup({ inPlace = false } = {}): Promise<void> {
  if (!inPlace) setSiteState({ status: 'loading' })
  const call = () => api().post('/api/startup', { domain_name: visitHostname() })
  const [answer] = await Promise.all([earlyOrCall(takeEarlyStartup(), call), loadRouteRules()])
  const state = startupState(answer as StartupAnswer)
  setSiteState(state)
  warmFirstPage(state)
}
