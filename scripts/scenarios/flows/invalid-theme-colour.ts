import type { Scenario } from '../scenario.ts'
import { expectStartupRejected } from '../steps/startup-rejected.ts'

/** A colour the template does not allow: startup resets the state and says so, in the page's language. */
export async function invalidThemeColour(s: Scenario): Promise<void> {
  await s.mock.patchTenant(s.domain, { theme_color: 'plaid' })
  await expectStartupRejected(s, 'errors:Invalid theme color')
}
