import type { Scenario } from '../scenario.ts'
import { expectLoginRecovers } from '../steps/fault-recovery.ts'

/** A proxy answers the login call with HTTP 502 and its HTML error page. */
export async function faultHtml502(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fault', path: '/api/auth/login', kind: 'html-502' })
  await expectLoginRecovers(s, { waitsForTimeout: false, clear: true })
}
