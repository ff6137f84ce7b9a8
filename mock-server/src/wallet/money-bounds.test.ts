import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { playerKey } from '../db/database.ts'
import { toMinor, toWire } from '../money.ts'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { demoPlayer, type DemoPlayer } from '../testing/demo-player.ts'
import { storedMoney } from '../testing/stored-money.ts'
import { committedMinor, moneyBounds, type MoneyBounds } from './money-bounds.ts'

let mock: InProcessMock
const demo = { domain_name: 'localhost', account_id: 'demo' }
const bounds = (): MoneyBounds => moneyBounds(mock.backend.tenantByHost('localhost')!)
// The bounds as the wire shows amounts, for the calls and the refusal texts.
const wire = () => {
  const b = bounds()
  return {
    max_stake: toWire(b.max_stake_minor),
    max_balance: toWire(b.max_balance_minor),
    min_deposit: toWire(b.min_deposit_minor),
    max_deposit: toWire(b.max_deposit_minor),
    max_withdrawal: toWire(b.max_withdrawal_minor),
  }
}

beforeAll(async () => {
  mock = await createInProcessMock({ sessionLifetimeMs: 365 * 86_400_000 })
})

// An exact number of cents on the wire: the amount is the double nearest to a whole number of cents.
const isExactCents = (amount: number) =>
  Number.isSafeInteger(toMinor(amount)) && toWire(toMinor(amount)) === amount

// Every stored amount is a safe integer of minor units within bounds, and the wire shows the
// stored balance exactly.
async function expectExactAndBounded(player: DemoPlayer): Promise<number> {
  const stored = storedMoney(mock.backend)
  expect(stored.problems).toEqual([])
  expect(stored.amounts).toBeGreaterThan(0)
  const balance = await player.balance()
  expect(isExactCents(balance), `balance ${balance}`).toBe(true)
  const minor = mock.backend.tables.players.get(playerKey('localhost', 'demo'))!.game_balance_minor
  expect(toMinor(balance)).toBe(minor)
  expect(minor).toBeLessThanOrEqual(bounds().max_balance_minor)
  return balance
}

const setBalance = (amount: number) =>
  mock.backend.tables.players.update(playerKey('localhost', 'demo'), (draft) => {
    draft.game_balance_minor = toMinor(amount)
  })
const setBalanceMinor = (minor: number) =>
  mock.backend.tables.players.update(playerKey('localhost', 'demo'), (draft) => {
    draft.game_balance_minor = minor
  })

describe('a whole-balance betting streak stays exact and bounded', () => {
  it('60 winning bets of the whole balance: refused at max_stake, never past a cent', async () => {
    await mock.backend.reset()
    const player = await demoPlayer(mock)
    const refusals: string[] = []
    for (let round = 0; round < 60; round++) {
      const stake = await expectExactAndBounded(player)
      const answer = await player.call('/api/game/demo_bet', {
        game_code: 'LRS-01',
        stake,
        outcome: 'win',
      })
      if (answer.statusCode !== 1) refusals.push(`${answer.statusMessage}: ${answer.statusDetail}`)
    }
    expect(refusals.length).toBeGreaterThan(0)
    expect(refusals[0]).toMatch(/^aboveMaximum: .*max_stake/)
    expect(await expectExactAndBounded(player)).toBeLessThanOrEqual(2 * wire().max_stake)
  })

  it('winning the largest stake again and again stops at max_balance, naming it', async () => {
    await mock.backend.reset()
    const player = await demoPlayer(mock)
    const { max_stake, max_balance } = wire()
    await setBalance(max_balance - max_stake - 0.01)
    expect(
      await player.call('/api/game/demo_bet', {
        game_code: 'LRS-01',
        stake: max_stake,
        outcome: 'win',
      }),
    ).toMatchObject({ statusCode: 1 })
    const refused = await player.call('/api/game/demo_bet', {
      game_code: 'LRS-01',
      stake: max_stake,
      outcome: 'win',
    })
    expect(refused).toMatchObject({
      statusCode: -500,
      statusMessage: 'aboveMaximum',
      statusDetail: expect.stringContaining(`max_balance) of ${max_balance}`),
    })
    expect(await expectExactAndBounded(player)).toBe(max_balance - 0.01)
    expect(
      await player.call('/api/game/demo_bet', {
        game_code: 'LRS-01',
        stake: max_stake,
        outcome: 'lose',
      }),
    ).toMatchObject({ statusCode: 1 })
  })
})

describe('each bound is refused with a catalogue failure naming it', () => {
  it.each([
    [
      'a stake above max_stake',
      async (p: DemoPlayer) => {
        await setBalance(wire().max_stake * 2)
        return p.call('/api/game/demo_bet', {
          game_code: 'LRS-01',
          stake: wire().max_stake + 0.01,
          outcome: 'lose',
        })
      },
      'aboveMaximum',
      'max_stake',
    ],
    [
      'a deposit above the channel maximum',
      (p: DemoPlayer) =>
        p.call('/api/wallet/deposit', {
          channel_code: 'GCASH',
          amount: wire().max_deposit + 1,
          idempotency_key: 'k-too-much-1',
        }),
      'aboveMaximum',
      'max_amount',
    ],
    [
      'a deposit below the channel minimum',
      (p: DemoPlayer) =>
        p.call('/api/wallet/deposit', {
          channel_code: 'GCASH',
          amount: wire().min_deposit - 1,
          idempotency_key: 'k-too-little',
        }),
      'belowMinimum',
      'min_amount',
    ],
    [
      'a deposit that would pass max_balance',
      async (p: DemoPlayer) => {
        await setBalance(wire().max_balance - 100)
        return p.call('/api/wallet/deposit', {
          channel_code: 'GCASH',
          amount: 500,
          idempotency_key: 'k-overflow-1',
        })
      },
      'aboveMaximum',
      'max_balance',
    ],
    [
      'a withdrawal above its maximum',
      async (p: DemoPlayer) => {
        await setBalance(wire().max_withdrawal * 2)
        return p.call('/api/wallet/withdraw', { amount: wire().max_withdrawal + 1 })
      },
      'aboveMaximum',
      'max_amount',
    ],
    [
      'an inbox reward that would pass max_balance',
      async (p: DemoPlayer) => {
        await setBalance(wire().max_balance - 1)
        return p.call('/api/settings/claim_inbox', { inbox_id: 1 })
      },
      'internalServerError',
      'max_balance',
    ],
  ] as const)('%s', async (_name, act, statusMessage, bound) => {
    await mock.backend.reset()
    const player = await demoPlayer(mock)
    const before = JSON.stringify(mock.backend.snapshot().ledger)
    const answer = await act(player)
    expect(answer).toMatchObject({
      statusCode: -500,
      statusMessage,
      statusDetail: expect.stringContaining(bound),
    })
    expect(JSON.stringify(mock.backend.snapshot().ledger)).toBe(before)
  })
})

// Long random stories with whole-balance stakes: after every step the balance is an exact number
// of cents within the tenant's bounds, counting what pending deposits and withdrawals may add.
const cents = (max: number) => fc.integer({ min: 1, max: max * 100 }).map(toWire)
const step = fc.oneof(
  fc.record({
    kind: fc.constant('whole-balance bet' as const),
    outcome: fc.constantFrom('win' as const, 'lose' as const),
  }),
  fc.record({
    kind: fc.constant('bet' as const),
    stake: cents(60_000),
    outcome: fc.constantFrom('win' as const, 'lose' as const),
  }),
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: cents(60_000),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: cents(60_000),
    reject: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('claim' as const),
    what: fc.constantFrom('spin', 'promotion', 'mission', 'inbox'),
  }),
  fc.record({ kind: fc.constant('near the bound' as const), below: cents(100_000) }),
)

describe('the balance under long random money stories', () => {
  it('is always an exact number of cents within the bounds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 80 }), async (steps) => {
        await mock.backend.reset()
        const player = await demoPlayer(mock)
        let keys = 0
        for (const s of steps) {
          const balance = await player.balance()
          if (s.kind === 'whole-balance bet' && balance > 0)
            await player.call('/api/game/demo_bet', {
              game_code: 'LRS-01',
              stake: balance,
              outcome: s.outcome,
            })
          if (s.kind === 'bet')
            await player.call('/api/game/demo_bet', {
              game_code: 'LRS-01',
              stake: s.stake,
              outcome: s.outcome,
            })
          if (s.kind === 'deposit') {
            const answer = await player.call('/api/wallet/deposit', {
              channel_code: 'GCASH',
              amount: s.amount,
              idempotency_key: `k-story-${keys++}`,
            })
            const id = (answer.value as { deposit_id?: number } | undefined)?.deposit_id
            if (id)
              await mock.control('POST', `/deposits/${id}/${s.approve ? 'approve' : 'reject'}`)
          }
          if (s.kind === 'withdraw') {
            const answer = await player.call('/api/wallet/withdraw', { amount: s.amount })
            const id = (answer.value as { withdrawal_id?: number } | undefined)?.withdrawal_id
            if (id && s.reject) await mock.control('POST', `/withdrawals/${id}/reject`)
          }
          if (s.kind === 'claim') {
            if (s.what === 'spin') await player.call('/api/spin/play')
            if (s.what === 'promotion')
              await player.call('/api/promotion/apply', { promotion_id: 1 })
            if (s.what === 'mission') await player.call('/api/mission/claim', { mission_id: 2 })
            if (s.what === 'inbox') await player.call('/api/settings/claim_inbox', { inbox_id: 1 })
          }
          if (
            s.kind === 'near the bound' &&
            committedMinor(mock.backend, demo) === toMinor(balance)
          )
            await setBalanceMinor(Math.max(0, bounds().max_balance_minor - toMinor(s.below)))
          await expectExactAndBounded(player)
        }
      }),
      { numRuns: 25 },
    )
  }, 120_000)
})

describe('a state file cannot bring in money that is not whole minor units or past the ceiling', () => {
  it.each([
    ['a balance of 1.34e23 minor units', 1.34e23, 'at most 99999999999 minor units'],
    ['a balance past the safe integers', 2 ** 53 + 2, 'at most 99999999999 minor units'],
    ['a fraction of a cent', 1000.5, 'whole number of minor units'],
    ['a balance as a decimal string', '1520.75', 'expected number'],
  ])('%s is refused with the field named, and nothing changes', async (_name, balance, reason) => {
    await mock.backend.reset()
    const state = mock.backend.snapshot()
    const before = JSON.stringify(state)
    const bad = structuredClone(state)
    ;(bad.players[0] as Record<string, unknown>).game_balance_minor = balance
    const answer = await mock.control('PUT', '/state', bad)
    expect(answer.status).toBe(400)
    expect(answer.json.error).toMatch(new RegExp(`players\\.0\\.game_balance_minor: .*${reason}`))
    expect(JSON.stringify(mock.backend.snapshot())).toBe(before)
  })

  it('the tables themselves refuse such a balance', async () => {
    await mock.backend.reset()
    await expect(setBalanceMinor(0.1)).rejects.toThrow()
    await expect(setBalanceMinor(1e20)).rejects.toThrow()
    expect(isExactCents(await (await demoPlayer(mock)).balance())).toBe(true)
  })
})
