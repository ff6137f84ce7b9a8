import type { SpinPrize, SpinState } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type SpinCalls = {
  state: () => Promise<Outcome<SpinState>>
  play: () => Promise<Outcome<SpinPrize>>
}

export const spinCalls: SpinCalls = {
  state: async () =>
    outcomeOf(await api().post('/api/spin/state', playerBody()), (success) => success.value),
  play: async () =>
    outcomeOf(await api().post('/api/spin/play', playerBody()), (success) => success.value),
}
