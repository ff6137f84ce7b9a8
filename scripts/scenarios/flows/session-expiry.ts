import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { expectGuestSentAway } from '../steps/guest-sent-away.ts'
import { headerBalance, openSignedIn } from '../steps/login.ts'
import { textShown } from '../steps/page-events.ts'
import { pageQuiet, trackRequests } from '../steps/requests-in-flight.ts'
import { recordTimeline } from '../steps/timeline.ts'

/** The session expires on the server: the next call shows the toast in the page's language, then the guest rule applies. */
export async function sessionExpiry(s: Scenario): Promise<void> {
  trackRequests(s.page)
  await openSignedIn(s, '/')
  // The signed-in page's own first calls (the reality-check watch asks for the session summary)
  // must be answered first: one that meets the expired session shows the toast before the reload.
  await pageQuiet(s.page)
  await s.mock.playerAction(s.domain, s.player.accountId, 'expire-sessions')
  const timeline = await recordTimeline(s.page)
  try {
    await s.page.reload({ waitUntil: 'commit' })
    const toast = s.text('errors:sessionExpired')
    await textShown(s, toast)
    await expect(s.page.getByText(toast)).toBeVisible()
    await expectGuestSentAway(s)
    await expect(headerBalance(s)).toHaveCount(0)
  } finally {
    await timeline.dispose()
  }
}
