import type { APIRequestContext } from '@playwright/test'
import {
  createControlClient,
  type ControlClient,
  type ScenarioInput,
  type TenantPatch,
} from '@playfront/mock-server/control-client'

// Through the test's request context rather than Node's fetch: its baseURL, and the calls show in the trace.
const fetchThrough =
  (request: APIRequestContext): typeof fetch =>
  async (input, init) => {
    const answer = await request.fetch(String(input), {
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      data: init?.body as string | undefined,
    })
    return new Response(await answer.text(), {
      status: answer.status(),
      headers: answer.headers(),
    })
  }

/** The mock's control API; specs change the backend only through it. */
export const mockControl = (request: APIRequestContext): ControlClient =>
  createControlClient({ fetch: fetchThrough(request) })

export async function resetMock(request: APIRequestContext): Promise<void> {
  const mock = mockControl(request)
  await mock.reset()
  await mock.clearScenarios()
}

export async function patchTenant(
  request: APIRequestContext,
  tenant: string,
  patch: TenantPatch,
): Promise<void> {
  await mockControl(request).patchTenant(`${tenant}.localhost`, patch)
}

export async function addScenario(
  request: APIRequestContext,
  scenario: ScenarioInput,
): Promise<void> {
  await mockControl(request).addScenario(scenario)
}

export async function latestTac(
  request: APIRequestContext,
  tenant: string,
  accountId: string,
): Promise<string> {
  return (await mockControl(request).tac(`${tenant}.localhost`, accountId)).tac
}

export async function expireSessions(
  request: APIRequestContext,
  tenant: string,
  accountId: string,
): Promise<void> {
  await mockControl(request).playerAction(`${tenant}.localhost`, accountId, 'expire-sessions')
}
