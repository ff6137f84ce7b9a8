import { randomFailures } from '@playfront/mock-server/scenarios/faults'
import type { Scenario } from '../scenario.ts'
import { expectLoginRecovers } from '../steps/fault-recovery.ts'

// Seed 18 at one in two fails the first login and lets the second through.
const random = { probability: 0.5, seed: 18 }

/** Login fails at random (seeded): the first try breaks, the second goes through with no help. */
export async function faultRandom(s: Scenario): Promise<void> {
  const [first, second] = randomFailures(random.seed, random.probability, 2)
  if (!first || second)
    throw new Error(`seed ${random.seed} no longer fails the first login only: pick another`)
  await s.mock.addScenario({
    name: 'fault',
    path: '/api/auth/login',
    kind: 'random',
    ...random,
    fails_as: 'html-502',
  })
  await expectLoginRecovers(s, { waitsForTimeout: false, clear: false })
}
