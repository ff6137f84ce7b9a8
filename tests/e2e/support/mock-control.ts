import type { APIRequestContext } from '@playwright/test'

/** The mock's control API; specs change the backend only through it. */
export async function resetMock(request: APIRequestContext): Promise<void> {
  await request.post('/__mock/reset')
  await request.delete('/__mock/scenarios')
}

export async function patchTenant(
  request: APIRequestContext,
  tenant: string,
  patch: object,
): Promise<void> {
  const response = await request.patch(`/__mock/tenants/${tenant}.localhost`, { data: patch })
  if (!response.ok())
    throw new Error(`PATCH tenant ${tenant}: ${response.status()} ${await response.text()}`)
}

export async function addScenario(request: APIRequestContext, scenario: object): Promise<void> {
  const response = await request.post('/__mock/scenarios', { data: scenario })
  if (!response.ok()) throw new Error(`scenario: ${response.status()} ${await response.text()}`)
}

export async function latestTac(
  request: APIRequestContext,
  tenant: string,
  accountId: string,
): Promise<string> {
  const response = await request.get(
    `/__mock/tac?domain_name=${tenant}.localhost&account_id=${accountId}`,
  )
  return ((await response.json()) as { tac: string }).tac
}

export async function expireSessions(
  request: APIRequestContext,
  tenant: string,
  accountId: string,
): Promise<void> {
  const response = await request.post(
    `/__mock/players/${accountId}/expire-sessions?domain_name=${tenant}.localhost`,
  )
  if (!response.ok()) throw new Error(`expire: ${response.status()} ${await response.text()}`)
}
