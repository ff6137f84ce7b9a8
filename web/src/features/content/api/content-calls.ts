import type { components } from '@playfront/contract/schema'
import { api, sharedRead } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type Cms = components['schemas']['Cms']
export type SocialAccount = components['schemas']['SocialAccount']

export async function loadCms(): Promise<Outcome<Cms>> {
  return outcomeOf(
    await api().post('/api/settings/siteinfodetail', tenantBody()),
    (success) => success.cms,
  )
}

/** The tenant's social accounts, shared for a minute with the footer's links (`sharedRead`). */
export async function loadSocialAccounts(): Promise<Outcome<SocialAccount[]>> {
  return outcomeOf(
    await sharedRead('/api/settings/social_account', tenantBody(), 60_000),
    (success) => success.accountList,
  )
}
