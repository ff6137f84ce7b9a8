import type { Scenario } from '../scenario.ts'
import { expectLoginRecovers } from '../steps/fault-recovery.ts'

/** The login call answers half a JSON document. */
export async function faultMalformedJson(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fault', path: '/api/auth/login', kind: 'malformed-json' })
  await expectLoginRecovers(s, { waitsForTimeout: false, clear: true })
}
