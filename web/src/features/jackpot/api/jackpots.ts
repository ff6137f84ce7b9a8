import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type Jackpot = components['schemas']['Jackpot']

export async function loadJackpots(): Promise<Outcome<Jackpot[]>> {
  return outcomeOf(await api().post('/api/jackpot/list', tenantBody()), (success) => success.value)
}
