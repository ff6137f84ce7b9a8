import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/use-call.ts'

export type Cms = components['schemas']['Cms']
export type SocialAccount = components['schemas']['SocialAccount']

export async function loadCms(): Promise<Outcome<Cms>> {
  return outcomeOf(
    await api().post('/api/settings/siteinfodetail', tenantBody()),
    (success) => success.cms,
  )
}

export async function loadSocialAccounts(): Promise<Outcome<SocialAccount[]>> {
  return outcomeOf(
    await api().post('/api/settings/social_account', tenantBody()),
    (success) => success.accountList,
  )
}
