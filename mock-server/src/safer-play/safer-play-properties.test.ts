import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { toMinor, toWire } from '../money.ts'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { demoPlayer, type DemoPlayer } from '../testing/demo-player.ts'
import { storedMoney } from '../testing/stored-money.ts'
import { limitKey, usedMinor } from './limits.ts'

// Random stories of a player who sets, raises, removes and confirms limits, deposits, bets, has
// deposits approved or rejected and lets the mock clock run. Whatever the order: no deposit or
// stake is accepted that takes a period past a limit that held when it was made.
const hour = 3_600_000
const kind = fc.constantFrom('deposit' as const, 'loss' as const)
const period = fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const)
const step = fc.oneof(
  fc.record({
    do: fc.constant('set' as const),
    kind,
    period,
    amount: fc.option(fc.integer({ min: 1, max: 3_000 }), { nil: null }),
  }),
  fc.record({ do: fc.constant('confirm' as const), kind, period, accept: fc.boolean() }),
  fc.record({ do: fc.constant('deposit' as const), amount: fc.integer({ min: 100, max: 2_000 }) }),
  fc.record({
    do: fc.constant('bet' as const),
    stake: fc.integer({ min: 1, max: 60_000 }).map((c) => c / 100),
    outcome: fc.constantFrom('win' as const, 'lose' as const),
  }),
  fc.record({
    do: fc.constant('whole-balance bet' as const),
    outcome: fc.constantFrom('win' as const, 'lose' as const),
  }),
  fc.record({ do: fc.constantFrom('approve' as const, 'reject' as const), nth: fc.nat(6) }),
  fc.record({ do: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 50 * hour }) }),
)
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock({
    sessionLifetimeMs: 10 * 365 * 24 * hour,
    depositApprovalMs: null,
  })
})

const owner = { domain_name: 'localhost', account_id: 'demo' }
const periods = ['daily', 'weekly', 'monthly'] as const

/** The limits of a kind that hold now, with the room each leaves, in minor units. */
function room(kindOf: 'deposit' | 'loss'): number {
  let least = Infinity
  for (const p of periods) {
    const row = mock.backend.tables.play_limits.get(limitKey(owner, kindOf, p))
    if (row?.amount_minor == null) continue
    least = Math.min(least, row.amount_minor - usedMinor(mock.backend, owner, kindOf, p))
  }
  return least
}

async function run(demo: DemoPlayer, s: Step): Promise<void> {
  const { backend } = mock
  switch (s.do) {
    case 'set':
      await demo.call('/api/safer_play/set_limit', {
        kind: s.kind,
        period: s.period,
        amount: s.amount,
      })
      return
    case 'confirm':
      await demo.call('/api/safer_play/confirm_limit', s)
      return
    case 'deposit': {
      const before = room('deposit')
      const answer = await demo.call('/api/wallet/deposit', {
        channel_code: 'GCASH',
        amount: s.amount,
        idempotency_key: `key-${backend.tables.deposits.size}-${s.amount}-story`,
      })
      if (answer.statusCode === 1) expect(toMinor(s.amount)).toBeLessThanOrEqual(before)
      else if (toMinor(s.amount) > before) expect(answer.statusMessage).toBe('depositLimit')
      return
    }
    case 'bet':
    case 'whole-balance bet': {
      const before = room('loss')
      const stake = s.do === 'bet' ? s.stake : await demo.balance()
      if (stake <= 0) return
      const answer = await demo.call('/api/game/demo_bet', {
        game_code: 'LRS-01',
        stake,
        outcome: s.outcome,
      })
      if (answer.statusCode === 1) expect(toMinor(stake)).toBeLessThanOrEqual(before)
      return
    }
    case 'approve':
    case 'reject': {
      const pending = backend.tables.deposits.all().filter((d) => d.status === 'pending')[s.nth]
      if (pending) await mock.control('POST', `/deposits/${pending.deposit_id}/${s.do}`)
      return
    }
    case 'wait':
      backend.clock.advance(s.ms)
  }
}

/** Every raise or removal took effect only after its day of cooling-off and a confirmation. */
function checkNoLimitLoosenedEarly(history: Map<string, number | null>): void {
  for (const row of mock.backend.tables.play_limits.all()) {
    const key = limitKey(owner, row.kind, row.period)
    const was = history.get(key)
    const now = row.amount_minor
    const loosened = was !== undefined && was !== null && (now === null || now > was)
    if (loosened) expect(row.pending).toBeNull()
    history.set(key, now)
  }
}

describe('limits under random stories', () => {
  it('no deposit or stake passes a limit that holds, and no raise applies by itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        await mock.backend.reset()
        mock.backend.clock.set(Date.UTC(2025, 5, 2, 9))
        const demo = await demoPlayer(mock)
        const history = new Map<string, number | null>()
        for (const s of steps) {
          const before = new Map(
            mock.backend.tables.play_limits
              .all()
              .map((r) => [limitKey(owner, r.kind, r.period), r]),
          )
          await run(demo, s)
          const stored = storedMoney(mock.backend)
          expect(stored.problems).toEqual([])
          expect(stored.amounts).toBeGreaterThan(0)
          checkNoLimitLoosenedEarly(history)
          for (const row of mock.backend.tables.play_limits.all()) {
            const old = before.get(limitKey(owner, row.kind, row.period))
            const loosened =
              old?.amount_minor != null &&
              (row.amount_minor === null || row.amount_minor > old.amount_minor)
            // Only a confirmation a day after the request loosens a limit.
            if (loosened) {
              expect(s.do).toBe('confirm')
              expect(mock.backend.clock.now()).toBeGreaterThanOrEqual(
                old!.pending!.requested_at + 24 * hour,
              )
            }
          }
        }
      }),
      { numRuns: 60 },
    )
  }, 120_000)

  it('a limit set on the wire is stored as whole minor units and shown back as it was set', async () => {
    await mock.backend.reset()
    const demo = await demoPlayer(mock)
    const answer = await demo.call('/api/safer_play/set_limit', {
      kind: 'deposit',
      period: 'daily',
      amount: 1520.75,
    })
    expect((answer.value as { amount: number }).amount).toBe(1520.75)
    const row = mock.backend.tables.play_limits.get(limitKey(owner, 'deposit', 'daily'))!
    expect(row.amount_minor).toBe(152_075)
    expect(toWire(row.amount_minor!)).toBe(1520.75)
  })
})

describe('breaks under random stories', () => {
  it('no login lets a player in before the break is over', async () => {
    const stepOf = fc.oneof(
      fc.record({
        do: fc.constant('break' as const),
        pick: fc.constantFrom(
          { type: 'timeout', duration: 'P1D' },
          { type: 'timeout', duration: 'P7D' },
          { type: 'timeout', duration: 'P30D' },
          { type: 'self_exclusion', duration: 'P6M' },
          { type: 'self_exclusion', duration: 'P1Y' },
          { type: 'self_exclusion', duration: 'P5Y' },
        ),
      }),
      fc.record({ do: fc.constant('login' as const) }),
      fc.record({ do: fc.constant('wait' as const), days: fc.integer({ min: 0, max: 400 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(stepOf, { minLength: 1, maxLength: 20 }), async (steps) => {
        await mock.backend.reset()
        mock.backend.clock.set(Date.UTC(2025, 5, 2, 9))
        let token: string | undefined = await mock.login()
        let until = -Infinity
        for (const s of steps) {
          const now = mock.backend.clock.now()
          if (s.do === 'wait') mock.backend.clock.advance(s.days * 24 * hour)
          if (s.do === 'break' && token) {
            const { type, duration } = s.pick
            const answer = (await mock.call('/api/safer_play/take_break', {
              account_id: 'demo',
              auth: token,
              type,
              duration,
            })) as { statusCode: number; value?: { until_date: string } }
            if (answer.statusCode === 1) {
              until = Date.parse(answer.value!.until_date)
              token = undefined
            }
          }
          if (s.do === 'login') {
            const answer = (await mock.call('/api/auth/login', {
              account_id: 'demo',
              password: 'demo1234',
              domain_name: 'localhost',
              external_id: mock.externalId(),
            })) as { statusCode: number; token?: string }
            if (now < until) expect(answer.statusCode).not.toBe(1)
            else expect(answer.statusCode).toBe(1)
            if (answer.statusCode === 1) token = answer.token
          }
        }
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})

describe('the session-time limit under random stories', () => {
  const minutes = fc.constantFrom(
    30 as const,
    60 as const,
    120 as const,
    240 as const,
    480 as const,
  )
  const stepOf = fc.oneof(
    fc.record({ do: fc.constant('set' as const), minutes: fc.option(minutes, { nil: null }) }),
    fc.record({ do: fc.constant('confirm' as const), accept: fc.boolean() }),
    fc.record({ do: fc.constant('call' as const) }),
    fc.record({ do: fc.constant('login' as const) }),
    fc.record({ do: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 30 * hour }) }),
  )
  const limitRow = () => mock.backend.tables.session_limits.get('localhost|demo')

  it('no signed-in call succeeds past the limit of its session, and no limit loosens by itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepOf, { minLength: 1, maxLength: 30 }), async (steps) => {
        await mock.backend.reset()
        mock.backend.clock.set(Date.UTC(2025, 5, 2, 9))
        let demo = await demoPlayer(mock)
        for (const s of steps) {
          const before = limitRow()
          // An ended session is swept away: its token is then unknown, which answers the same.
          const session = mock.backend.tables.sessions.get(demo.token)
          const limit = before?.minutes ?? null
          const past =
            !session ||
            (limit !== null && mock.backend.clock.now() >= session.created_at + limit * 60_000)
          let answer: { statusCode: number } | undefined
          if (s.do === 'wait') mock.backend.clock.advance(s.ms)
          if (s.do === 'login') demo = await demoPlayer(mock)
          if (s.do === 'call') answer = await demo.call('/api/safer_play/session_summary')
          if (s.do === 'set')
            answer = await demo.call('/api/safer_play/set_session_limit', { minutes: s.minutes })
          if (s.do === 'confirm')
            answer = await demo.call('/api/safer_play/confirm_session_limit', { accept: s.accept })
          if (answer && past) expect(answer).toMatchObject({ statusMessage: 'sessionExpired' })

          const after = limitRow()
          const was = before?.minutes ?? null
          const now = after?.minutes ?? null
          const loosened = was !== null && (now === null || now > was)
          // Only a confirmation a day after the request loosens the limit.
          if (loosened) {
            expect(s.do).toBe('confirm')
            expect(mock.backend.clock.now()).toBeGreaterThanOrEqual(
              before!.pending!.requested_at + 24 * hour,
            )
          }
        }
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})
