// Runs in the browser (the dev panel) as well as in Node (scripts, Playwright support): only `fetch`,
// and only type imports of the server's modules, so none of the mock's code comes along.
import type { MockState } from './db/database.ts'
import type { ClockAnswer, ClockInput } from './handlers/control/clock.ts'
import type { ControlErrorAnswer, OkAnswer } from './handlers/control/control-json.ts'
import type { JackpotsAnswer, JackpotState, JackpotWinAnswer } from './handlers/control/jackpots.ts'
import type { HarAnswer, RequestsAnswer, ViolationsAnswer } from './handlers/control/journal.ts'
import type {
  AutoApproveAnswer,
  AutoApproveInput,
  CashierAction,
  DepositDecisionAnswer,
  WithdrawalDecisionAnswer,
} from './handlers/control/money.ts'
import type { PlayerAction, PlayerActionAnswer } from './handlers/control/players.ts'
import type { ScenarioInput, ScenariosAnswer } from './handlers/control/scenarios.ts'
import type { TacAnswer } from './handlers/control/tac.ts'
import type {
  TenantPatch,
  TenantPatchAnswer,
  TenantsAnswer,
  TenantSummary,
} from './handlers/control/tenants.ts'

// The types a caller writes or reads, from the one module it imports.
export type {
  CashierAction,
  ClockAnswer,
  ClockInput,
  JackpotState,
  PlayerAction,
  ScenarioInput,
  TacAnswer,
  TenantPatch,
  TenantSummary,
}

/**
 * The header that carries the control token; the standalone server asks for it from other machines.
 *
 * @example
 * // curl -X POST http://192.168.1.20:4010/__mock/reset -H 'x-mock-control-token: s3cret'
 */
export const controlTokenHeader = 'x-mock-control-token'

/** Where the control API is and how to reach it. */
export interface ControlClientOptions {
  /** The mock's origin, e.g. `http://localhost:4010`; left out, calls stay on the page's own origin. */
  baseUrl?: string
  /** Another `fetch`: a test's stub, or one that runs inside a browser page. */
  fetch?: typeof fetch
  /** The control token, needed only from another machine (`--control-token`, `MOCK_CONTROL_TOKEN`). */
  token?: string
  /** Headers sent with every call. */
  headers?: Record<string, string>
}

/**
 * A control call the mock refused (non-2xx) or that never got an answer, naming the route.
 *
 * @example
 * await mock.tac('localhost', 'ana').catch((error: unknown) => {
 *   if (error instanceof ControlApiError && error.status === 404) return undefined // no code asked for yet
 *   throw error
 * })
 */
export class ControlApiError extends Error {
  override readonly name = 'ControlApiError'
  /** The route, e.g. `POST /__mock/scenarios`. */
  readonly route: string
  /** The HTTP status, or 0 when no answer came. */
  readonly status: number
  /** Why, in the mock's own words (its `error` field), or the start of whatever else answered. */
  readonly reason: string

  constructor(route: string, status: number, reason: string, options?: ErrorOptions) {
    super(
      status === 0 ? `${route} failed: ${reason}` : `${route} answered ${status}: ${reason}`,
      options,
    )
    this.route = route
    this.status = status
    this.reason = reason
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const segment = encodeURIComponent
const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/**
 * A typed client of the mock's control API (`/__mock/...`, mock-server/README.md), one method per
 * route, with the request and answer types the route handlers use. Every call sends
 * `content-type: application/json` (the standalone server refuses any other body) and the control
 * token when one is given; a non-2xx answer throws a {@link ControlApiError} naming the route and
 * the status. Image and demo-game pages under `/__mock` are opened by a browser, not called, so
 * they have no method.
 *
 * @example
 * const mock = createControlClient({ baseUrl: 'http://localhost:4010' })
 * await mock.reset()
 * await mock.addScenario({ name: 'fail', path: '/api/auth/get_balance', mode: '-503' })
 * const { tac } = await mock.tac('localhost', 'demo')
 */
export function createControlClient(options: ControlClientOptions = {}) {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    ...options.headers,
    ...(options.token ? { [controlTokenHeader]: options.token } : {}),
  }

  async function exchange(method: Method, path: string, body?: BodyInit): Promise<Response> {
    try {
      return await send(`${baseUrl}/__mock${path}`, {
        method,
        // Plain object and string body: an injected fetch may have to pass them into a page.
        headers: { ...headers },
        ...(body === undefined ? {} : { body }),
      })
    } catch (error) {
      throw new ControlApiError(`${method} /__mock${path}`, 0, String(error), { cause: error })
    }
  }

  const parsed = (text: string): unknown => {
    try {
      return text === '' ? undefined : JSON.parse(text)
    } catch {
      return undefined
    }
  }

  function refused(route: string, response: Response, text: string): ControlApiError {
    const said = (parsed(text) as Partial<ControlErrorAnswer> | undefined)?.error
    return new ControlApiError(route, response.status, said ?? (text.slice(0, 300) || 'no body'))
  }

  async function call<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const route = `${method} /__mock${path}`
    const response = await exchange(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
    )
    const text = await response.text()
    if (!response.ok) throw refused(route, response, text)
    const json = parsed(text)
    if (json === undefined)
      throw new ControlApiError(route, response.status, `not JSON: ${text.slice(0, 300)}`)
    return json as T
  }

  // A state as the file it is, either way: never parsed or rebuilt as one string on this side.
  async function callWithFile(method: 'GET' | 'PUT', path: string, file?: Blob): Promise<Blob> {
    const response = await exchange(method, path, file)
    if (response.ok) return response.blob()
    throw refused(`${method} /__mock${path}`, response, await response.text())
  }

  return {
    /** `GET /__mock/health`: answers while the mock runs. */
    health: () => call<OkAnswer>('GET', '/health'),
    /** `POST /__mock/reset`: state, clock and scenarios back to the seed. */
    reset: () => call<OkAnswer>('POST', '/reset'),
    /** `GET /__mock/state`: the whole state, to save or to change and load. */
    state: () => call<MockState>('GET', '/state'),
    /** `PUT /__mock/state`: loads a state; an invalid one is refused (400) and nothing changes. */
    loadState: (state: unknown) => call<OkAnswer>('PUT', '/state', state),
    /** `GET /__mock/state` as a file (a Blob), to save a world of any size without parsing it here. */
    stateFile: () => callWithFile('GET', '/state'),
    /** `PUT /__mock/state` with a file as it is (a Blob, e.g. a File the user chose); the mock reads it as a stream. */
    loadStateFile: async (file: Blob) => void (await callWithFile('PUT', '/state', file)),
    /** `GET /__mock/tenants`: every tenant with its template, colour and maintenance. */
    tenants: () => call<TenantsAnswer>('GET', '/tenants'),
    /** `PATCH /__mock/tenants/{domain_name}`: invalid theme values are kept on purpose. */
    patchTenant: (domainName: string, patch: TenantPatch) =>
      call<TenantPatchAnswer>('PATCH', `/tenants/${segment(domainName)}`, patch),
    /** `GET /__mock/tac`: the latest one-time code of a player (404 when none was requested). */
    tac: (domainName: string, accountId: string) =>
      call<TacAnswer>('GET', `/tac?${query({ domain_name: domainName, account_id: accountId })}`),
    /** `GET /__mock/scenarios`: the active ones. */
    scenarios: () => call<ScenariosAnswer>('GET', '/scenarios'),
    /** `POST /__mock/scenarios`: adds one; they compose. */
    addScenario: (scenario: ScenarioInput) => call<ScenariosAnswer>('POST', '/scenarios', scenario),
    /** `DELETE /__mock/scenarios`: clears them all. */
    clearScenarios: () => call<ScenariosAnswer>('DELETE', '/scenarios'),
    /** `POST /__mock/players/{account_id}/{action}`: ends the sessions or sets the status. */
    playerAction: <A extends PlayerAction>(domainName: string, accountId: string, action: A) =>
      call<PlayerActionAnswer<A>>(
        'POST',
        `/players/${segment(accountId)}/${action}?${query({ domain_name: domainName })}`,
      ),
    /**
     * `POST /__mock/players/{account_id}/kyc-approve|kyc-reject`: decides the player's pending
     * identity check; a rejection may carry the reason the player is shown.
     */
    decideIdentity: (
      domainName: string,
      accountId: string,
      decision: 'approve' | 'reject',
      reason?: string,
    ) =>
      call<PlayerActionAnswer<'kyc-approve'>>(
        'POST',
        `/players/${segment(accountId)}/kyc-${decision}?${query({ domain_name: domainName })}`,
        reason === undefined ? undefined : { reason },
      ),
    /** `GET /__mock/clock`: the mock's time and how far it is from the real one. */
    clock: () => call<ClockAnswer>('GET', '/clock'),
    /** `POST /__mock/clock`: `{ advance_ms }` moves it on, `{ now }` sets it; it runs on from there. */
    setClock: (input: ClockInput) => call<ClockAnswer>('POST', '/clock', input),
    /** `GET /__mock/deposits/auto-approve`: the delay after which a pending deposit approves itself. */
    autoApprove: () => call<AutoApproveAnswer>('GET', '/deposits/auto-approve'),
    /** `POST /__mock/deposits/auto-approve`: sets that delay; `null` = only by hand. */
    setAutoApprove: (input: AutoApproveInput) =>
      call<AutoApproveAnswer>('POST', '/deposits/auto-approve', input),
    /** `POST /__mock/deposits/{id}/approve|reject`; deciding twice answers the record unchanged. */
    decideDeposit: (depositId: number | string, action: CashierAction) =>
      call<DepositDecisionAnswer>('POST', `/deposits/${segment(String(depositId))}/${action}`),
    /** `POST /__mock/withdrawals/{id}/approve|reject`; a rejection returns the held amount. */
    decideWithdrawal: (withdrawalId: number | string, action: CashierAction) =>
      call<WithdrawalDecisionAnswer>(
        'POST',
        `/withdrawals/${segment(String(withdrawalId))}/${action}`,
      ),
    /** `GET /__mock/jackpots`: a tenant's jackpots as the site sees them, with when each pays out by itself next. */
    jackpots: (domainName: string) =>
      call<JackpotsAnswer>('GET', `/jackpots?${query({ domain_name: domainName })}`),
    /** `POST /__mock/jackpots/{jackpot_id}/win`: the jackpot pays out now and starts again from its seed amount. */
    winJackpot: (domainName: string, jackpotId: number) =>
      call<JackpotWinAnswer>(
        'POST',
        `/jackpots/${segment(String(jackpotId))}/win?${query({ domain_name: domainName })}`,
      ),
    /** `GET /__mock/requests`: the last product calls, secrets hidden. */
    requests: () => call<RequestsAnswer>('GET', '/requests'),
    /** `GET /__mock/requests.har`: the same as a HAR 1.2 document. */
    requestsHar: () => call<HarAnswer>('GET', '/requests.har'),
    /** `DELETE /__mock/requests`: forgets them, so that a run's journal holds only its own calls. */
    clearRequests: () => call<OkAnswer>('DELETE', '/requests'),
    /** `GET /__mock/violations`: calls that broke the contract, each naming the field. */
    violations: () => call<ViolationsAnswer>('GET', '/violations'),
    /** `DELETE /__mock/violations`: forgets them. */
    clearViolations: () => call<OkAnswer>('DELETE', '/violations'),
  }
}

/** The client {@link createControlClient} makes. */
export type ControlClient = ReturnType<typeof createControlClient>
