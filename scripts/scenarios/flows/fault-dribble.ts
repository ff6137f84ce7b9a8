import type { Scenario } from '../scenario.ts'
import { expectLoginRecovers } from '../steps/fault-recovery.ts'

/** The login answer trickles in 8 bytes a second, far past the client's time limit. */
export async function faultDribble(s: Scenario): Promise<void> {
  await s.mock.addScenario({
    name: 'fault',
    path: '/api/auth/login',
    kind: 'dribble',
    chunk_ms: 1000,
    chunk_bytes: 8,
  })
  await expectLoginRecovers(s, { waitsForTimeout: true, clear: true })
}
