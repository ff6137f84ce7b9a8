import { anyApiPaths } from '@playfront/contract/provisional-paths'
import { validateResponse } from '@playfront/contract/validators'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { playerKey } from '../db/database.ts'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { provisionalBodies } from '../testing/provisional-bodies.ts'
import { validBodies } from '../testing/valid-bodies.ts'

// Every answer of the mock must pass its own contract check whatever its clock shows: money that
// grows with time (the jackpots) was answered off the cent once it had grown. Random stories move
// the mock clock by anything from a minute to months, forwards or back, and win jackpots through
// the control API; after each step every call of the contract is made and its answer checked.
const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs
const step = fc.oneof(
  // Any amount of time, to the millisecond: minutes, hours, days, months.
  fc.record({
    kind: fc.constant('clock' as const),
    ms: fc.oneof(
      fc.integer({ min: minuteMs, max: 120 * minuteMs }),
      fc.integer({ min: 2 * 60 * minuteMs, max: 3 * dayMs }),
      fc.integer({ min: 3 * dayMs, max: 180 * dayMs }),
    ),
    back: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('win' as const),
    jackpot: fc.constantFrom(1, 2, 3),
    domain: fc.constantFrom('localhost', 'casino2.localhost', 'slot5.localhost'),
  }),
)
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never

let mock: InProcessMock
let domains: string[]
beforeAll(async () => {
  mock = await createInProcessMock()
  domains = mock.backend.tables.tenants.all().map((t) => t.domain_name)
})

async function take(s: Step): Promise<void> {
  if (s.kind === 'win') {
    const won = await mock.control(
      'POST',
      `/__mock/jackpots/${s.jackpot}/win?domain_name=${s.domain}`,
    )
    expect(won.status).toBe(200)
    return
  }
  const moved = await mock.control('POST', '/__mock/clock', {
    advance_ms: s.back ? -s.ms : s.ms,
  })
  expect(moved.status, JSON.stringify(moved.json)).toBe(200)
}

/** Every call of the contract once, as the demo player of localhost, each answer checked. */
async function everyCallInContract(): Promise<void> {
  // The last pass took a break (safer play), which refuses the next login: lift it.
  mock.backend.tables.play_breaks.delete(playerKey('localhost', 'demo'))
  const token = await mock.login()
  const context = { domain: 'localhost', externalId: mock.externalId(), account: 'demo', token }
  const bodies: Record<string, object> = { ...validBodies(context), ...provisionalBodies(context) }
  const now = new Date(mock.backend.clock.now()).toISOString()
  // Logout last, so that every other call speaks for a live session.
  const paths = [...anyApiPaths].sort(
    (a, b) => Number(a === '/api/auth/logout') - Number(b === '/api/auth/logout'),
  )
  for (const path of paths) {
    const answer = await mock.call(path, bodies[path])
    expect(validateResponse(path, answer), `${path} at ${now}`).toEqual({ ok: true })
  }
  for (const domain of domains) {
    const answer = await mock.call('/api/jackpot/list', {
      domain_name: domain,
      external_id: mock.externalId(domain),
    })
    expect(validateResponse('/api/jackpot/list', answer), `${domain} at ${now}`).toEqual({
      ok: true,
    })
  }
}

describe('every answer of the mock is in its contract, whatever its clock shows', () => {
  // About 4,000 calls in process: a minute on a busy machine.
  it(
    'after moves of the clock from a minute to months, and jackpots won on the way',
    { timeout: 180_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 3 }), async (steps) => {
          await mock.backend.reset()
          for (const s of steps) {
            await take(s)
            await everyCallInContract()
          }
        }),
        { numRuns: 20 },
      )
    },
  )
})
