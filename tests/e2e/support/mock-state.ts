import type { APIRequestContext } from '@playwright/test'
import type { MockState } from '@playfront/mock-server/db/database'
import { mockControl } from './mock-control.ts'

type CmsRow = MockState['cms'][number]

/** Changes one tenant's CMS page through a state snapshot, the control API's way to edit seeded content. */
export async function setCmsPage(
  request: APIRequestContext,
  tenant: string,
  page: string,
  change: Partial<CmsRow>,
): Promise<void> {
  const mock = mockControl(request)
  const state = await mock.state()
  state.cms = state.cms.map((row) =>
    row.domain_name === `${tenant}.localhost` && row.page === page ? { ...row, ...change } : row,
  )
  await mock.loadState(state)
}
