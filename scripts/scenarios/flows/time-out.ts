import type { Scenario } from '../scenario.ts'
import { openSignedIn } from '../steps/login.ts'
import { expectLoginRefusedUntil, takeBreak } from '../steps/safer-play.ts'

/** A 24-hour time-out signs the player out, and login is refused with the reason and its end. */
export async function timeOut(s: Scenario): Promise<void> {
  await openSignedIn(s, '/responsible-gaming')
  await expectLoginRefusedUntil(s, await takeBreak(s, 'timeout', 'P1D'))
}
