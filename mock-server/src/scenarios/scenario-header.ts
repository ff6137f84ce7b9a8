import { scenarioSchema, type Scenario } from '../models/scenario.ts'

/** The request header (and query parameter) that sets scenarios for one request only. */
export const scenarioHeader = 'x-mock-scenario'
export const scenarioQueryParam = 'mock_scenario'

const valueKey: Record<string, string | undefined> = {
  fail: 'mode',
  drift: 'mode',
  fault: 'kind',
  latency: 'ms',
  'invalid-theme-code': 'theme_code',
  'invalid-theme-color': 'theme_color',
}

/**
 * Parses the one-request scenario syntax: entries separated by `;` or `,`, each `name` or
 * `name=value`. Throws an Error naming the bad entry.
 *
 * @example
 * parseScenarioHeader('fail=-503; latency=500')
 * // [{ name: 'fail', mode: '-503' }, { name: 'latency', ms: 500 }]
 */
export function parseScenarioHeader(value: string): Scenario[] {
  return value
    .split(/[;,]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name = '', raw] = entry.split('=', 2).map((part) => part.trim())
      const key = valueKey[name]
      const candidate: Record<string, unknown> = { name }
      if (key && raw !== undefined) candidate[key] = key === 'ms' ? Number(raw) : raw
      const parsed = scenarioSchema.safeParse(candidate)
      if (!parsed.success) {
        throw new Error(
          `Bad ${scenarioHeader} entry "${entry}": ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        )
      }
      return parsed.data
    })
}

/**
 * The one-request scenarios of a request, from its `x-mock-scenario` header and its
 * `mock_scenario` query parameter, or an empty list. Throws on a bad entry.
 *
 * @example
 * requestScenarios('maintenance', '/api/startup') // [{ name: 'maintenance' }]
 */
export function requestScenarios(header: string | null | undefined, url: string): Scenario[] {
  const query = url.includes(scenarioQueryParam)
    ? new URL(url, 'http://localhost').searchParams.get(scenarioQueryParam)
    : null
  if (!header && !query) return []
  return [...parseScenarioHeader(header ?? ''), ...parseScenarioHeader(query ?? '')]
}
