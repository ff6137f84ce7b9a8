import { writeFile } from 'node:fs/promises'
/** The mock's control API (/__mock) as a flow uses it: reset, scenarios, tenants, tac codes, sessions. */
export interface MockScenario {
  name: string
  [field: string]: unknown
}

export class MockControl {
  readonly origin: string

  constructor(origin: string) {
    this.origin = origin
  }

  reset(): Promise<unknown> {
    return this.call('POST', '/__mock/reset')
  }

  addScenario(scenario: MockScenario): Promise<unknown> {
    return this.call('POST', '/__mock/scenarios', scenario)
  }

  patchTenant(domainName: string, change: Record<string, unknown>): Promise<unknown> {
    return this.call('PATCH', `/__mock/tenants/${encodeURIComponent(domainName)}`, change)
  }

  async tac(domainName: string, accountId: string): Promise<string> {
    const query = new URLSearchParams({ domain_name: domainName, account_id: accountId })
    const body = (await this.call('GET', `/__mock/tac?${query}`)) as { tac?: string; code?: string }
    const code = body.tac ?? body.code
    if (!code) throw new Error(`GET /__mock/tac gave no code for ${accountId} on ${domainName}: ${JSON.stringify(body)}`)
    return code
  }

  expireSessions(domainName: string, accountId: string): Promise<unknown> {
    const query = new URLSearchParams({ domain_name: domainName })
    return this.call('POST', `/__mock/players/${encodeURIComponent(accountId)}/expire-sessions?${query}`)
  }

  /** Forgets the mock's request journal, so a cell's HAR holds only its own calls. */
  async clearJournal(): Promise<void> {
    await this.call('DELETE', '/__mock/requests').catch(() => undefined)
  }

  /** The mock's last calls as a HAR file (GET /__mock/requests.har), for a failed cell's report. */
  async saveHar(file: string): Promise<void> {
    const response = await fetch(`${this.origin}/__mock/requests.har`)
    if (response.ok) await writeFile(file, await response.text())
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
    return text ? JSON.parse(text) : undefined
  }
}
