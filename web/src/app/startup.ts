import { api } from '../lib/api.ts'
import { takeEarlyStartup } from '../lib/boot-data.ts'
import { setSiteState } from '../stores/site.ts'
import { startupState, type StartupAnswer } from '../features/site/utils/startup-state.ts'
import { loadRouteRules } from './route-rules.ts'
import { warmFirstPage } from './first-page-warmup.ts'
import { earlyOrCall } from './early-startup.ts'

export async function runStartup(): Promise<void> {
  setSiteState({ status: 'loading' })
  const call = () => api().post('/api/startup', { domain_name: location.hostname })
  const [answer] = await Promise.all([earlyOrCall(takeEarlyStartup(), call), loadRouteRules()])
  const state = startupState(answer as StartupAnswer)
  setSiteState(state)
  warmFirstPage(state)
}
