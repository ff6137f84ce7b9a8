import type { Mission, Reward } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type MissionCalls = {
  list: () => Promise<Outcome<Mission[]>>
  claim: (missionId: number) => Promise<Outcome<Reward>>
}

export const missionCalls: MissionCalls = {
  list: async () =>
    outcomeOf(await api().post('/api/mission/list', playerBody()), (success) => success.value),
  claim: async (id) =>
    outcomeOf(
      await api().post('/api/mission/claim', { ...playerBody(), mission_id: id }),
      (success) => success.value,
    ),
}
