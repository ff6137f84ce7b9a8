import type { components } from '@playfront/contract/schema'
import { api } from './api.ts'
import { playerBody } from './tenant.ts'
import { outcomeOf, type Outcome } from './use-call.ts'

export type VipLevel = components['schemas']['VipLevel']

export async function loadVipLevel(): Promise<Outcome<VipLevel>> {
  const answer = await api().post('/api/auth/vip', playerBody())
  const outcome = outcomeOf(answer, (success) => success.nextLevel[0])
  if (outcome.ok && !outcome.value) return { ok: false, message: 'serviceUnavailable' }
  return outcome as Outcome<VipLevel>
}
