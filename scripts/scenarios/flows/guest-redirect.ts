import type { Scenario } from '../scenario.ts'
import { expectGuestSentAway } from '../steps/guest-sent-away.ts'
import { openSite } from '../steps/site-ready.ts'
import { recordTimeline } from '../steps/timeline.ts'

/** A guest opens a player-only page (/account) and is sent where the template sends guests. */
export async function guestRedirect(s: Scenario): Promise<void> {
  const timeline = await recordTimeline(s.page)
  try {
    await openSite(s, '/account')
    await expectGuestSentAway(s)
  } finally {
    await timeline.dispose()
  }
}
