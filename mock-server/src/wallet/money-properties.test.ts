import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { toMinor } from '../money.ts'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { demoPlayer, type DemoPlayer } from '../testing/demo-player.ts'
import { storedMoney } from '../testing/stored-money.ts'

// Random stories of one player's money, with steps of a batch sent at once (Promise.all), the
// way a double click or two tabs would send them. After each batch the books must balance.
const money = fc.integer({ min: 1, max: 400_000 }).map((cents) => cents / 100)
const step = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 100, max: 5_000 }),
    key: fc.constantFrom('k-aaaaaaaa', 'k-bbbbbbbb', 'k-cccccccc', 'k-dddddddd'),
  }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const), nth: fc.nat(5) }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: money }),
  fc.record({ kind: fc.constant('reject-withdrawal' as const), nth: fc.nat(5) }),
  fc.record({
    kind: fc.constant('bet' as const),
    stake: money,
    outcome: fc.constantFrom('win' as const, 'lose' as const),
  }),
  fc.record({
    kind: fc.constant('whole-balance bet' as const),
    outcome: fc.constantFrom('win' as const, 'lose' as const),
  }),
  fc.record({
    kind: fc.constant('claim' as const),
    what: fc.constantFrom('spin', 'promotion', 'mission', 'inbox'),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40_000 }) }),
  // Safer-play limits in play: the books must hold whatever they refuse.
  fc.record({
    kind: fc.constant('limit' as const),
    of: fc.constantFrom('deposit', 'loss'),
    period: fc.constantFrom('daily', 'weekly', 'monthly'),
    amount: fc.option(fc.integer({ min: 1, max: 8_000 }), { nil: null }),
  }),
)
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock({ sessionLifetimeMs: 365 * 86_400_000 })
})

async function run(demo: DemoPlayer, s: Step): Promise<void> {
  const { tables } = mock.backend
  switch (s.kind) {
    case 'deposit':
      await demo.call('/api/wallet/deposit', {
        channel_code: 'GCASH',
        amount: s.amount,
        idempotency_key: s.key,
      })
      return
    case 'approve':
    case 'reject': {
      const deposit = tables.deposits.all()[s.nth]
      if (deposit) await mock.control('POST', `/deposits/${deposit.deposit_id}/${s.kind}`)
      return
    }
    case 'withdraw':
      await demo.call('/api/wallet/withdraw', { amount: s.amount })
      return
    case 'reject-withdrawal': {
      const withdrawal = tables.withdrawals.all()[s.nth]
      if (withdrawal) await mock.control('POST', `/withdrawals/${withdrawal.withdrawal_id}/reject`)
      return
    }
    case 'bet':
      await demo.call('/api/game/demo_bet', {
        game_code: 'LRS-01',
        stake: s.stake,
        outcome: s.outcome,
      })
      return
    case 'whole-balance bet': {
      const stake = await demo.balance()
      if (stake > 0)
        await demo.call('/api/game/demo_bet', { game_code: 'LRS-01', stake, outcome: s.outcome })
      return
    }
    case 'claim': {
      if (s.what === 'spin') await demo.call('/api/spin/play')
      if (s.what === 'promotion') await demo.call('/api/promotion/apply', { promotion_id: 1 })
      if (s.what === 'mission') await demo.call('/api/mission/claim', { mission_id: 2 })
      if (s.what === 'inbox') await demo.call('/api/settings/claim_inbox', { inbox_id: 1 })
      return
    }
    case 'wait':
      mock.backend.clock.advance(s.ms)
      return
    case 'limit':
      await demo.call('/api/safer_play/set_limit', {
        kind: s.of,
        period: s.period,
        amount: s.amount,
      })
  }
}

async function checkBooks(demo: DemoPlayer): Promise<void> {
  const stored = storedMoney(mock.backend)
  expect(stored.problems).toEqual([])
  expect(stored.amounts).toBeGreaterThan(0)
  const balance = await demo.balance()
  expect(balance).toBeGreaterThanOrEqual(0)
  const statement = await demo.call('/api/history/statement', { page_size: 100 })
  const entries = statement.value as { amount: number; balance: number }[]
  expect(entries[0]?.balance).toBe(balance)
  if ((statement.total as number) <= 100) {
    expect(entries.reduce((sum, e) => sum + toMinor(e.amount), 0)).toBe(toMinor(balance))
  }
  for (const [i, entry] of entries.entries()) {
    const older = entries[i + 1]
    if (older) expect(toMinor(entry.balance)).toBe(toMinor(older.balance) + toMinor(entry.amount))
    expect(entry.balance).toBeGreaterThanOrEqual(0)
  }
  const keys = mock.backend.tables.deposits.all().map((d) => `${d.account_id}|${d.idempotency_key}`)
  expect(new Set(keys).size).toBe(keys.length)
}

describe('the books of a player under random, concurrent money calls', () => {
  it('never go negative, the ledger sums to the balance, the statement ends at the balance, one deposit per key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        async (batches) => {
          await mock.backend.reset()
          const demo = await demoPlayer(mock)
          for (const batch of batches) {
            await Promise.all(batch.map((s) => run(demo, s)))
            await checkBooks(demo)
          }
        },
      ),
      { numRuns: 40 },
    )
  }, 120_000)

  it('two withdrawals of the whole balance sent at once: exactly one passes', async () => {
    await mock.backend.reset()
    const demo = await demoPlayer(mock)
    const balance = await demo.balance()
    const results = await Promise.all(
      [1, 2].map(() => demo.call('/api/wallet/withdraw', { amount: balance })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([-500, 1])
    expect(await demo.balance()).toBe(0)
    await checkBooks(demo)
  })

  it('the same deposit key sent twice at once makes one deposit', async () => {
    await mock.backend.reset()
    const demo = await demoPlayer(mock)
    const body = { channel_code: 'GCASH', amount: 500, idempotency_key: 'k-same-at-once' }
    const [a, b] = await Promise.all([
      demo.call('/api/wallet/deposit', body),
      demo.call('/api/wallet/deposit', body),
    ])
    expect(a.value).toEqual(b.value)
    expect(mock.backend.tables.deposits.size).toBe(1)
  })
})
