import { validateRequest } from '@playfront/contract/validators'
import type { MockBackend } from '../backend.ts'
import { checkOwnAnswer } from '../contract-check/own-answers.ts'
import { recordAnswer } from '../journal/record-answer.ts'
import { applyDrift } from '../scenarios/drift.ts'
import type { Scenario } from '../models/scenario.ts'
import { first, matching } from '../scenarios/match.ts'
import { requestScenarios } from '../scenarios/scenario-header.ts'
import type { ApiAnswer, ApiCall, ApiPath, ApiRoute } from './api-types.ts'
import { failure, refuse } from './envelope.ts'
import { faultAnswer } from '../scenarios/faults.ts'
import { sweepIfDue } from '../expiry/sweep-expired.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Answers one product call: one-request scenarios, latency, forced failures, JSON parsing and
 * contract validation, then the route. A bad body never reaches the route, so it never changes
 * state. The MSW handlers and the standalone server's fast path both call this, so every
 * runtime behaves the same.
 *
 * @example
 * await answerApiCall(backend, getBalance, { path: '/api/auth/get_balance', text: '{"account_id":"demo","auth":"t"}', scenarioHeader: null, url: '/api/auth/get_balance' })
 * // { kind: 'json', body: { statusCode: 0, statusMessage: 'sessionExpired', … } }
 */
export async function answerApiCall<P extends ApiPath>(
  backend: MockBackend,
  route: ApiRoute<P>,
  call: ApiCall & { path: P },
): Promise<ApiAnswer> {
  const started = performance.now()
  let scenarios: readonly Scenario[] = backend.scenarios
  const answer = await answerInContract(backend, route, call, (active) => (scenarios = active))
  // The mock checks its own answer (own-answers.ts), then a drift scenario may bend it on purpose.
  let final = answer
  if (answer.kind === 'json') {
    checkOwnAnswer(backend, call.path, answer.body)
    if (scenarios.length > 0) final = applyDrift(scenarios, call.path, answer.body)
  }
  recordAnswer(backend, call, final, started)
  return final
}

async function answerInContract<P extends ApiPath>(
  backend: MockBackend,
  route: ApiRoute<P>,
  call: ApiCall & { path: P },
  onScenarios: (active: readonly Scenario[]) => void,
): Promise<ApiAnswer> {
  if (!backend.isReady) await backend.ready()
  const sweep = sweepIfDue(backend)
  if (sweep) await sweep
  const { path } = call
  let scenarios: readonly Scenario[] = backend.scenarios
  try {
    const oneOff = requestScenarios(call.scenarioHeader, call.url)
    if (oneOff.length > 0) scenarios = [...scenarios, ...oneOff]
    onScenarios(scenarios)
  } catch (error) {
    return { kind: 'bad-scenario', error: (error as Error).message }
  }
  if (scenarios.length > 0) {
    const target = { path }
    const latency = matching(scenarios, 'latency', target).reduce((sum, s) => sum + s.ms, 0)
    if (latency > 0) await sleep(latency)
    const forced = first(scenarios, 'fail', target)
    if (forced?.mode === 'disconnect') return { kind: 'disconnect' }
    if (forced)
      return {
        kind: 'json',
        body: failure(
          path,
          forced.mode === '-503' ? -503 : -500,
          `Forced by the fail scenario (${forced.mode}).`,
        ) as object,
      }
  }
  let body: unknown
  try {
    body = JSON.parse(call.text)
  } catch {
    return { kind: 'json', body: refuse(path, 'The request body is not valid JSON.') as object }
  }
  const verdict = validateRequest(path, body)
  if (!verdict.ok) {
    const detail = verdict.errors.map((e) => `${e.field || 'body'}: ${e.message}`).join('; ')
    return { kind: 'json', body: refuse(path, `Invalid request body: ${detail}`) as object }
  }
  const answer = async () =>
    (await route({
      path,
      backend,
      body: body as never,
      scenarios,
      userAgent: call.userAgent ?? '',
    })) as object
  const fault = scenarios.length > 0 ? first(scenarios, 'fault', { path }) : undefined
  if (fault) {
    let real: object | undefined
    const broken = await faultAnswer(fault, async () => JSON.stringify((real = await answer())))
    if (broken?.kind === 'disconnect') return { kind: 'disconnect' }
    if (broken) return { kind: 'fault', fault: broken }
    return { kind: 'json', body: real ?? (await answer()) }
  }
  return { kind: 'json', body: await answer() }
}
