import { statusMessages } from '@playfront/contract/catalogue'
import { api } from './api.ts'
import { playerBody } from './tenant.ts'
import { outcomeOf, type Outcome } from './use-call.ts'
import type { VipLevel } from './vip-progress.ts'

/** The one `/api/auth/vip` call: the session's VIP summary and the VIP screen both read it. */
export async function loadVipLevel(): Promise<Outcome<VipLevel>> {
  const answer = await api().post('/api/auth/vip', playerBody())
  const outcome = outcomeOf(answer, (success) => success.nextLevel[0])
  if (outcome.ok && !outcome.value) return { ok: false, message: statusMessages.serviceUnavailable }
  return outcome as Outcome<VipLevel>
}
