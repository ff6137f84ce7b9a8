import { randomFailures } from '@playfront/mock-server/scenarios/faults'
import type { Scenario } from '../scenario.ts'
import { expectLoginRecovers } from '../steps/fault-recovery.ts'

const login = '/api/auth/login'

/** The login call hangs: after the client's time limit the player sees the error, and a second try works. */
export async function faultHang(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fault', path: login, kind: 'hang' })
  await expectLoginRecovers(s, { waitsForTimeout: true, clear: true })
}

/** The login call answers half a JSON document. */
export async function faultMalformedJson(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fault', path: login, kind: 'malformed-json' })
  await expectLoginRecovers(s, { waitsForTimeout: false, clear: true })
}

/** A proxy answers the login call with HTTP 502 and its HTML error page. */
export async function faultHtml502(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fault', path: login, kind: 'html-502' })
  await expectLoginRecovers(s, { waitsForTimeout: false, clear: true })
}

/** The login answer trickles in 8 bytes a second, far past the client's time limit. */
export async function faultDribble(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fault', path: login, kind: 'dribble', chunk_ms: 1000, chunk_bytes: 8 })
  await expectLoginRecovers(s, { waitsForTimeout: true, clear: true })
}

// Seed 18 at one in two fails the first login and lets the second through.
const random = { probability: 0.5, seed: 18 }

/** Login fails at random (seeded): the first try breaks, the second goes through with no help. */
export async function faultRandom(s: Scenario): Promise<void> {
  const [first, second] = randomFailures(random.seed, random.probability, 2)
  if (!first || second) throw new Error(`seed ${random.seed} no longer fails the first login only: pick another`)
  await s.mock.addScenario({ name: 'fault', path: login, kind: 'random', ...random, fails_as: 'html-502' })
  await expectLoginRecovers(s, { waitsForTimeout: false, clear: false })
}
