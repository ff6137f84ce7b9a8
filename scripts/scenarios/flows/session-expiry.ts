import { expect } from '@playwright/test'
import { demoPlayer, type Scenario } from '../scenario.ts'
import { expectGuestSentAway } from '../steps/guest-sent-away.ts'
import { headerBalance, logInAsDemo } from '../steps/login.ts'
import { textShown } from '../steps/page-events.ts'
import { recordTimeline } from '../steps/timeline.ts'

/** The session expires on the server: the next call shows the toast in the page's language, then the guest rule applies. */
export async function sessionExpiry(s: Scenario): Promise<void> {
  await logInAsDemo(s)
  await s.mock.playerAction(s.domain, demoPlayer.accountId, 'expire-sessions')
  await recordTimeline(s.page)
  await s.page.reload({ waitUntil: 'commit' })
  const toast = s.text('errors:sessionExpired')
  await textShown(s, toast)
  await expect(s.page.getByText(toast)).toBeVisible()
  await expectGuestSentAway(s)
  await expect(headerBalance(s)).toHaveCount(0)
}
