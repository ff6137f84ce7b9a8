import type { Scenario } from '../scenario.ts'
import { expectLoginRecovers } from '../steps/fault-recovery.ts'

/** The login call hangs: after the client's time limit the player sees the error, and a second try works. */
export async function faultHang(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fault', path: '/api/auth/login', kind: 'hang' })
  await expectLoginRecovers(s, { waitsForTimeout: true, clear: true })
}
