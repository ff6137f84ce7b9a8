import type { Scenario } from '../scenario.ts'
import { openSignedIn } from '../steps/login.ts'
import { expectLoginRefusedUntil, takeBreak } from '../steps/safer-play.ts'

/** A self-excluded player cannot log in on any template: the refusal gives the reason and the end. */
export async function selfExclusion(s: Scenario): Promise<void> {
  await openSignedIn(s, '/responsible-gaming')
  await expectLoginRefusedUntil(s, await takeBreak(s, 'self_exclusion', 'P6M'))
}
