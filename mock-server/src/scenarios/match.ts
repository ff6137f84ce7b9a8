import type { Scenario } from '../models/scenario.ts'

type Named<N extends Scenario['name']> = Extract<Scenario, { name: N }>

/** Who a request is about, for narrowing scenarios. */
export interface ScenarioTarget {
  path?: string
  domain_name?: string
  account_id?: string
}

function applies(scenario: Scenario, target: ScenarioTarget): boolean {
  if ('path' in scenario && scenario.path && target.path && scenario.path !== target.path)
    return false
  if (
    'domain_name' in scenario &&
    scenario.domain_name &&
    scenario.domain_name !== target.domain_name
  )
    return false
  if ('account_id' in scenario && scenario.account_id && scenario.account_id !== target.account_id)
    return false
  return true
}

/**
 * The scenarios of one name that apply to a request; scenarios compose, so several may.
 *
 * @example
 * matching(scenarios, 'fail', { path: '/api/auth/get_balance' })[0]?.mode // '-503'
 */
export function matching<N extends Scenario['name']>(
  scenarios: readonly Scenario[],
  name: N,
  target: ScenarioTarget,
): Named<N>[] {
  const found: Named<N>[] = []
  for (const scenario of scenarios) {
    if (scenario.name === name && applies(scenario, target)) found.push(scenario as Named<N>)
  }
  return found
}

/**
 * The first scenario of one name that applies, if any.
 *
 * @example
 * first(scenarios, 'maintenance', { domain_name: 'slot2.localhost' })
 */
export function first<N extends Scenario['name']>(
  scenarios: readonly Scenario[],
  name: N,
  target: ScenarioTarget,
): Named<N> | undefined {
  return matching(scenarios, name, target)[0]
}
