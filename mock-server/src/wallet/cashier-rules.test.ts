import { getResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockHandlers } from '../handlers.ts'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { demoPlayer, type DemoPlayer } from '../testing/demo-player.ts'

let mock: InProcessMock
let demo: DemoPlayer
beforeAll(async () => {
  // Sessions outlive the clock jumps of these stories (a day for the spin).
  mock = await createInProcessMock({ sessionLifetimeMs: 7 * 86_400_000 })
})
beforeEach(async () => {
  await mock.backend.reset()
  demo = await demoPlayer(mock)
})

const deposit = (amount: number, idempotency_key: string = crypto.randomUUID()) =>
  demo.call('/api/wallet/deposit', { channel_code: 'GCASH', amount, idempotency_key })
const depositId = async (amount: number) =>
  ((await deposit(amount)).value as { deposit_id: number }).deposit_id

describe('a deposit', () => {
  it('is pending and leaves the balance alone until it is approved', async () => {
    const before = await demo.balance()
    const id = await depositId(500)
    expect(await demo.balance()).toBe(before)
    expect(await mock.control('POST', `/deposits/${id}/approve`)).toMatchObject({ status: 200 })
    expect(await demo.balance()).toBe(before + 500)
    expect((await demo.call('/api/wallet/deposit_status', { deposit_id: id })).value).toMatchObject(
      { status: 'approved' },
    )
  })

  it('approves itself after 30 s of the mock clock, read lazily by the balance', async () => {
    const before = await demo.balance()
    const id = await depositId(100)
    mock.backend.clock.advance(29_000)
    expect(await demo.balance()).toBe(before)
    mock.backend.clock.advance(1_000)
    expect(await demo.balance()).toBe(before + 100)
    expect((await demo.call('/api/wallet/deposit_status', { deposit_id: id })).value).toMatchObject(
      { status: 'approved' },
    )
  })

  it('never approves itself when the control API turns auto-approval off, and a rejection changes nothing', async () => {
    await mock.control('POST', '/deposits/auto-approve', { after_ms: null })
    const before = await demo.balance()
    const id = await depositId(100)
    mock.backend.clock.advance(3_600_000)
    expect(await demo.balance()).toBe(before)
    await mock.control('POST', `/deposits/${id}/reject`)
    await mock.control('POST', `/deposits/${id}/approve`)
    expect(await demo.balance()).toBe(before)
    expect((await demo.call('/api/wallet/deposit_status', { deposit_id: id })).value).toMatchObject(
      { status: 'rejected' },
    )
  })

  it('with a key already used answers the first deposit instead of making a second', async () => {
    const first = await deposit(500, 'same-key-123')
    const again = await deposit(900, 'same-key-123')
    expect(again.value).toEqual(first.value)
    expect((await demo.call('/api/history/transactions', { type: 'deposit' })).total).toBe(1)
  })

  const limits: [string, { amount: number; want: string }][] = [
    ['below the channel minimum is refused', { amount: 99, want: 'belowMinimum' }],
    ['above the channel maximum is refused', { amount: 50_001, want: 'aboveMaximum' }],
  ]
  it.each(limits)('%s', async (_name, { amount, want }) => {
    expect(await deposit(amount)).toMatchObject({ statusCode: -500, statusMessage: want })
  })
})

describe('a withdrawal', () => {
  const rules: [string, { prepare?: () => Promise<unknown>; amount: number; want: string }][] = [
    ['over the balance is refused', { amount: 40_000, want: 'insufficientBalance' }],
    [
      'over the part free of turnover is refused',
      {
        prepare: async () => mock.control('POST', `/deposits/${await depositId(1_000)}/approve`),
        amount: 0, // filled in below: the whole balance, of which 1,000 still owes turnover
        want: 'overWithdrawable',
      },
    ],
    [
      'without a bank account is refused',
      {
        prepare: () => demo.call('/api/bank/remove_account', { bank_account_id: 1 }),
        amount: 100,
        want: 'bankAccountRequired',
      },
    ],
    ['below the minimum is refused', { amount: 50, want: 'belowMinimum' }],
  ]
  it.each(rules)('%s, and the balance does not move', async (_name, { prepare, amount, want }) => {
    await prepare?.()
    const before = await demo.balance()
    const result = await demo.call('/api/wallet/withdraw', { amount: amount || before })
    expect(result).toMatchObject({ statusCode: -500, statusMessage: want })
    expect(await demo.balance()).toBe(before)
  })

  it('holds the amount at once, and a rejection gives it back', async () => {
    const before = await demo.balance()
    const result = await demo.call('/api/wallet/withdraw', { amount: 200 })
    expect(result).toMatchObject({ statusCode: 1, game_balance: before - 200 })
    const id = (result.value as { withdrawal_id: number }).withdrawal_id
    const statement = await demo.call('/api/history/statement')
    expect((statement.value as { type: string; status: string }[])[0]).toMatchObject({
      type: 'withdrawal',
      status: 'held',
    })
    await mock.control('POST', `/withdrawals/${id}/reject`)
    expect(await demo.balance()).toBe(before)
  })

  it('is allowed again once the turnover is wagered', async () => {
    await mock.control('POST', `/deposits/${await depositId(1_000)}/approve`)
    const info = async () =>
      (await demo.call('/api/wallet/withdrawal_info')).value as {
        withdrawable: number
        turnover_remaining: number
        game_balance: number
      }
    expect((await info()).turnover_remaining).toBe(1_000)
    for (let i = 0; i < 10; i++)
      await demo.call('/api/game/demo_bet', { game_code: 'LRS-01', stake: 100, outcome: 'win' })
    const now = await info()
    expect(now).toMatchObject({ turnover_remaining: 0, withdrawable: now.game_balance })
  })
})

describe('rewards claimed once per rule', () => {
  const once: [string, { path: '/api/promotion/apply' | '/api/spin/play'; fields: object }][] = [
    ['a promotion', { path: '/api/promotion/apply', fields: { promotion_id: 1 } }],
    ['the daily spin', { path: '/api/spin/play', fields: {} }],
  ]
  it.each(once)(
    '%s pays the first time and refuses the second',
    async (_name, { path, fields }) => {
      expect(await demo.call(path, fields)).toMatchObject({ statusCode: 1 })
      expect(await demo.call(path, fields)).toMatchObject({
        statusCode: -500,
        statusMessage: 'alreadyClaimed',
      })
    },
  )

  it('the daily spin comes back on the next mock-clock day', async () => {
    await demo.call('/api/spin/play')
    expect(((await demo.call('/api/spin/state')).value as { can_spin: boolean }).can_spin).toBe(
      false,
    )
    mock.backend.clock.advance(86_400_000)
    expect(await demo.call('/api/spin/play')).toMatchObject({ statusCode: 1 })
  })

  it('a mission pays only when completed, then once', async () => {
    expect(await demo.call('/api/mission/claim', { mission_id: 1 })).toMatchObject({
      statusMessage: 'notEligible',
    })
    for (let i = 0; i < 8; i++)
      await demo.call('/api/game/demo_bet', { game_code: 'LRS-01', stake: 1, outcome: 'lose' })
    const tokens = (await demo.call('/api/auth/get_balance')).game_token as number
    expect(await demo.call('/api/mission/claim', { mission_id: 1 })).toMatchObject({
      statusCode: 1,
      game_token: tokens + 20,
    })
    expect(await demo.call('/api/mission/claim', { mission_id: 1 })).toMatchObject({
      statusMessage: 'alreadyClaimed',
    })
  })

  it('an ended promotion is refused', async () => {
    expect(await demo.call('/api/promotion/apply', { promotion_id: 3 })).toMatchObject({
      statusMessage: 'notEligible',
    })
  })

  it('an inbox reward goes through the ledger', async () => {
    const inbox = mock.backend.tables.inbox
      .all()
      .find((i) => i.domain_name === 'localhost' && i.reward_type === 'balance')!
    const before = await demo.balance()
    await demo.call('/api/settings/claim_inbox', { inbox_id: inbox.inbox_id })
    const statement = await demo.call('/api/history/statement')
    expect((statement.value as { type: string; balance: number }[])[0]).toMatchObject({
      type: 'reward',
      balance: before + inbox.reward_balance_minor / 100,
    })
  })
})

describe('logout', () => {
  it('ends the token: the next call answers sessionExpired', async () => {
    expect(await demo.call('/api/auth/logout')).toMatchObject({ statusCode: 1 })
    expect(await demo.call('/api/auth/get_balance')).toMatchObject({
      statusCode: 0,
      statusMessage: 'sessionExpired',
    })
    expect(await demo.call('/api/auth/logout')).toMatchObject({
      statusCode: 0,
      statusMessage: 'sessionExpired',
    })
  })
})

describe('the demo game', () => {
  const open = async (url: string) =>
    (await getResponse(
      createMockHandlers(mock.backend),
      new Request(new URL(url, 'http://localhost')),
    ))!

  it('opens from the launch URL, which carries a ticket and never the token', async () => {
    const { url } = (await demo.call('/api/product/launch_game', {
      game_code: 'LRS-01',
    })) as unknown as { url: string }
    expect(url).toMatch(/^\/__mock\/game\/LRS-01\?ticket=/)
    expect(url).not.toContain(demo.token)
    const page = await open(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('/api/game/demo_bet')
    expect(html).toMatch(/<button id="bet"[^>]*>Bet/)
    expect(html).toMatch(/<button id="win"[^>]*>Win/)
  })

  it('is refused once the session ends', async () => {
    const { url } = (await demo.call('/api/product/launch_game', {
      game_code: 'LRS-01',
    })) as unknown as { url: string }
    await demo.call('/api/auth/logout')
    expect((await open(url)).status).toBe(410)
  })

  it('records its rounds in the bet history and the statement', async () => {
    const before = await demo.balance()
    await demo.call('/api/game/demo_bet', { game_code: 'LRS-01', stake: 10, outcome: 'lose' })
    await demo.call('/api/game/demo_bet', { game_code: 'LRS-01', stake: 10, outcome: 'win' })
    const bets = (await demo.call('/api/history/bets', { type: 'slots' })).value as {
      status: string
      payout: number
    }[]
    expect(bets.slice(0, 2)).toMatchObject([
      { status: 'won', payout: 20 },
      { status: 'lost', payout: 0 },
    ])
    const statement = (await demo.call('/api/history/statement')).value as {
      type: string
      balance: number
    }[]
    expect(statement.slice(0, 3).map((e) => e.type)).toEqual(['win', 'bet', 'bet'])
    expect(statement[0]!.balance).toBe(before) // lost 10, then staked 10 and won 20
  })
})
