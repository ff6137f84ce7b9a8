import { api } from '../lib/api.ts'
import { setSiteState } from '../stores/site.ts'
import { startupState, type StartupAnswer } from '../features/site/utils/startup-state.ts'
import { loadRouteRules } from './route-rules.ts'

export async function runStartup(): Promise<void> {
  setSiteState({ status: 'loading' })
  const [answer] = await Promise.all([api().post('/api/startup', { domain_name: location.hostname }), loadRouteRules()])
  setSiteState(startupState(answer as StartupAnswer))
}
