export type FailMode = '-500' | '-503' | 'disconnect'
export type PlayerAction = 'expire-sessions' | 'block' | 'close' | 'activate'
export type Scenario = { name: string } & Record<string, unknown>
export type ControlResult<T = unknown> = { ok: true; body: T } | { ok: false; error: string }

// Always JSON and same-origin: the standalone mock refuses simple cross-site requests.
async function send<T>(method: string, path: string, body?: unknown): Promise<ControlResult<T>> {
  try {
    const response = await fetch(`/__mock${path}`, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    })
    const answer = (await response.json().catch(() => ({}))) as T & { error?: string }
    return response.ok
      ? { ok: true, body: answer }
      : { ok: false, error: answer.error ?? `HTTP ${response.status}` }
  } catch (error) {
    return { ok: false, error: String(error) }
  }
}

const domain = () => location.hostname
const player = (accountId: string, action: PlayerAction) =>
  `/players/${encodeURIComponent(accountId)}/${action}?domain_name=${encodeURIComponent(domain())}`

export type Maintenance = {
  is_maintenance: boolean
  start_date: string | null
  end_date: string | null
}
export type TenantView = {
  domain_name: string
  aliases: string[]
  theme_code: string
  theme_color: string
  maintenance: Maintenance
}
export type PendingDeposit = {
  deposit_id: number
  account_id: string
  amount: number
  domain_name: string
  status: string
}

/** The mock's control API (mock-server/README.md), same-origin: the in-page worker or the proxied mock. */
export const controlApi = {
  tenant: async (): Promise<ControlResult<TenantView | undefined>> => {
    const answer = await send<{ tenants: TenantView[] }>('GET', '/tenants')
    if (!answer.ok) return answer
    return {
      ok: true,
      body: answer.body.tenants.find(
        (t) => t.domain_name === domain() || t.aliases.includes(domain()),
      ),
    }
  },
  patchTenant: (patch: Record<string, unknown>) => send('PATCH', `/tenants/${domain()}`, patch),
  setMaintenance: (maintenance: Maintenance) =>
    send('PATCH', `/tenants/${domain()}`, { maintenance }),
  scenarios: () => send<{ scenarios: Scenario[] }>('GET', '/scenarios'),
  addScenario: (scenario: Scenario) => send('POST', '/scenarios', scenario),
  clearScenarios: () => send('DELETE', '/scenarios'),
  player: (accountId: string, action: PlayerAction) => send('POST', player(accountId, action)),
  lastTac: (accountId: string) =>
    send<{ tac: string; purpose: string; expired: boolean; used: boolean }>(
      'GET',
      `/tac?domain_name=${encodeURIComponent(domain())}&account_id=${encodeURIComponent(accountId)}`,
    ),
  pendingDeposits: async (): Promise<ControlResult<PendingDeposit[]>> => {
    const state = await send<{ deposits: PendingDeposit[] }>('GET', '/state')
    if (!state.ok) return state
    return {
      ok: true,
      body: state.body.deposits.filter((d) => d.status === 'pending' && d.domain_name === domain()),
    }
  },
  approveDeposit: (id: number) => send('POST', `/deposits/${id}/approve`),
  clock: () => send<{ now: string; offset_ms: number }>('GET', '/clock'),
  advanceClock: (ms: number) => send<{ now: string }>('POST', '/clock', { advance_ms: ms }),
  state: () => send<unknown>('GET', '/state'),
  loadState: (state: unknown) => send('PUT', '/state', state),
  reset: () => send('POST', '/reset'),
}
