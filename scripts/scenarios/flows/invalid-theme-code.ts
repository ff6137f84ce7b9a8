import type { Scenario } from '../scenario.ts'
import { expectStartupRejected } from '../steps/startup-rejected.ts'

/** A theme code outside the fifteen: startup resets the state and says so, in the page's language. */
export async function invalidThemeCode(s: Scenario): Promise<void> {
  await s.mock.patchTenant(s.domain, { theme_code: 'casino99' })
  await expectStartupRejected(s, 'errors:Invalid theme code')
}
