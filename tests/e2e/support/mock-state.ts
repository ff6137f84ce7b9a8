import type { APIRequestContext } from '@playwright/test'

type CmsRow = {
  domain_name: string
  page: string
  en_body: string
  local_body: string
  status: boolean
}
type State = { cms: CmsRow[] } & Record<string, unknown>

/** Changes one tenant's CMS page through a state snapshot, the control API's way to edit seeded content. */
export async function setCmsPage(
  request: APIRequestContext,
  tenant: string,
  page: string,
  change: Partial<CmsRow>,
): Promise<void> {
  const state = (await (await request.get('/__mock/state')).json()) as State
  state.cms = state.cms.map((row) =>
    row.domain_name === `${tenant}.localhost` && row.page === page ? { ...row, ...change } : row,
  )
  const response = await request.put('/__mock/state', { data: state })
  if (!response.ok()) throw new Error(`PUT state: ${response.status()} ${await response.text()}`)
}
