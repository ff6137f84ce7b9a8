import { beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { demoPlayer, type DemoPlayer } from '../testing/demo-player.ts'

const hour = 3_600_000
let mock: InProcessMock
let demo: DemoPlayer

beforeEach(async () => {
  mock = await createInProcessMock({ sessionLifetimeMs: 365 * 24 * hour })
  mock.backend.clock.set(Date.parse('2025-06-02T09:00:00Z'))
  demo = await demoPlayer(mock)
})

const deposit = (amount: number, key: string) =>
  demo.call('/api/wallet/deposit', { channel_code: 'GCASH', amount, idempotency_key: key })
const dailyDeposit = (amount: number | null) =>
  demo.call('/api/safer_play/set_limit', { kind: 'deposit', period: 'daily', amount })
const login = () =>
  mock.call('/api/auth/login', {
    account_id: 'demo',
    password: 'demo1234',
    domain_name: 'localhost',
    external_id: mock.externalId(),
  }) as Promise<Record<string, unknown>>

describe('a player with a daily deposit limit', () => {
  it('deposits 80 of 100, and a deposit of 30 is refused naming the limit and its reset', async () => {
    expect((await dailyDeposit(1000)).value).toMatchObject({ amount: 1000, used: 0, pending: null })
    expect((await deposit(800, 'k-first-800')).statusCode).toBe(1)
    const refused = await deposit(300, 'k-then-300')
    expect(refused).toMatchObject({
      statusCode: -500,
      statusMessage: 'depositLimit',
      limit: { kind: 'deposit', period: 'daily', amount: 1000, used: 800 },
    })
    expect(refused.limit).toMatchObject({ resets_date: '2025-06-03T00:00:00.000Z' })
    expect(refused.statusDetail).toContain('200 left until 2025-06-03T00:00:00.000Z')
    expect((await deposit(200, 'k-exactly-200')).statusCode).toBe(1)
  })

  it('a rejected deposit gives its room back', async () => {
    await dailyDeposit(1000)
    const first = (await deposit(800, 'k-rejected-800')).value as { deposit_id: number }
    await mock.control('POST', `/deposits/${first.deposit_id}/reject`)
    expect((await deposit(900, 'k-after-reject')).statusCode).toBe(1)
  })

  it('a raise waits 24 hours of the mock clock, then needs the player to confirm it', async () => {
    await dailyDeposit(1000)
    await deposit(800, 'k-before-raise')
    const raised = (await dailyDeposit(2000)).value
    expect(raised).toMatchObject({
      amount: 1000,
      pending: { amount: 2000, available_date: expect.stringMatching(/^2025-06-03T09:00/) },
    })
    expect(raised).toMatchObject({ pending: { confirmable: false } })
    expect((await deposit(300, 'k-while-waiting')).statusMessage).toBe('depositLimit')
    const early = await demo.call('/api/safer_play/confirm_limit', {
      kind: 'deposit',
      period: 'daily',
      accept: true,
    })
    expect(early).toMatchObject({ statusCode: -500, statusMessage: 'limitNotReady' })

    mock.backend.clock.advance(24 * hour)
    const limits = (await demo.call('/api/safer_play/limits')).value as {
      kind: string
      period: string
      amount: number | null
      pending: { confirmable: boolean } | null
    }[]
    expect(limits.find((l) => l.kind === 'deposit' && l.period === 'daily')).toMatchObject({
      amount: 1000,
      pending: { confirmable: true },
    })
    const confirmed = await demo.call('/api/safer_play/confirm_limit', {
      kind: 'deposit',
      period: 'daily',
      accept: true,
    })
    expect(confirmed.value).toMatchObject({ amount: 2000, pending: null, used: 0 })
    expect((await deposit(1500, 'k-after-raise')).statusCode).toBe(1)
  })

  it('a lower limit applies at once and the current amount again drops a waiting raise', async () => {
    await dailyDeposit(300)
    expect((await dailyDeposit(100)).value).toMatchObject({ amount: 100, pending: null })
    expect((await dailyDeposit(500)).value).toMatchObject({ amount: 100, pending: { amount: 500 } })
    expect((await dailyDeposit(100)).value).toMatchObject({ amount: 100, pending: null })
  })

  it('removing a limit waits like a raise, and a dropped change leaves the limit', async () => {
    await dailyDeposit(100)
    expect((await dailyDeposit(null)).value).toMatchObject({
      amount: 100,
      pending: { amount: null },
    })
    const dropped = await demo.call('/api/safer_play/confirm_limit', {
      kind: 'deposit',
      period: 'daily',
      accept: false,
    })
    expect(dropped.value).toMatchObject({ amount: 100, pending: null })
    await dailyDeposit(null)
    mock.backend.clock.advance(24 * hour)
    const removed = await demo.call('/api/safer_play/confirm_limit', {
      kind: 'deposit',
      period: 'daily',
      accept: true,
    })
    expect(removed.value).toMatchObject({ amount: null, pending: null })
  })

  it('confirming with nothing waiting is refused as notFound', async () => {
    const body = { kind: 'loss', period: 'weekly', accept: true }
    expect((await demo.call('/api/safer_play/confirm_limit', body)).statusMessage).toBe('notFound')
  })
})

describe('a player with a daily loss limit', () => {
  it('counts stakes minus wins, and refuses a stake that could pass the limit', async () => {
    await demo.call('/api/safer_play/set_limit', { kind: 'loss', period: 'daily', amount: 50 })
    const bet = (stake: number, outcome: 'win' | 'lose') =>
      demo.call('/api/game/demo_bet', { game_code: 'LRS-01', stake, outcome })
    expect((await bet(40, 'lose')).statusCode).toBe(1)
    const refused = await bet(20, 'lose')
    expect(refused).toMatchObject({
      statusMessage: 'lossLimit',
      limit: { kind: 'loss', amount: 50, used: 40 },
    })
    expect((await bet(10, 'win')).statusCode).toBe(1)
    // The win paid 20 for a stake of 10: the net loss is 30, so 20 more fits.
    expect((await bet(20, 'lose')).statusCode).toBe(1)
  })
})

describe('breaks from play', () => {
  it('a time-out ends the session and login is refused with the end date until it is over', async () => {
    const taken = await demo.call('/api/safer_play/take_break', {
      type: 'timeout',
      duration: 'P7D',
    })
    expect(taken.value).toMatchObject({ until_date: expect.stringMatching(/^2025-06-09T09:00/) })
    expect((await demo.call('/api/auth/get_balance')).statusMessage).toBe('sessionExpired')
    expect(await login()).toMatchObject({
      statusCode: -500,
      statusMessage: 'timedOut',
      statusDetail: expect.stringMatching(/^2025-06-09T09:00/),
    })
    mock.backend.clock.advance(7 * 24 * hour - 60_000)
    expect((await login()).statusMessage).toBe('timedOut')
    mock.backend.clock.advance(60_000)
    expect((await login()).statusCode).toBe(1)
  })

  it('a self-exclusion of six months refuses login and login by tac alike', async () => {
    await demo.call('/api/safer_play/take_break', { type: 'self_exclusion', duration: 'P6M' })
    expect(await login()).toMatchObject({
      statusMessage: 'selfExcluded',
      statusDetail: expect.stringMatching(/^2025-12-02T09:00/),
    })
    const tenant = { domain_name: 'localhost', external_id: mock.externalId() }
    await mock.call('/api/auth/tac/request_login', { ...tenant, account_id: 'demo' })
    const tac = mock.backend.tables.tacs.all().at(-1)!
    const byTac = await mock.call('/api/auth/login_tac', {
      ...tenant,
      account_id: 'demo',
      tac: tac.tac,
    })
    expect(byTac).toMatchObject({ statusMessage: 'selfExcluded' })
  })

  it('a time-out cannot take a self-exclusion length', async () => {
    const wrong = await demo.call('/api/safer_play/take_break', {
      type: 'timeout',
      duration: 'P6M',
    })
    expect(wrong).toMatchObject({ statusCode: -500, statusMessage: 'notEligible' })
    expect((await demo.call('/api/auth/get_balance')).statusCode).toBe(1)
  })
})

describe('the reality check', () => {
  it('says how long this session has played, its net result, and when the next check is due', async () => {
    const none = (await demo.call('/api/safer_play/session_summary')).value
    expect(none).toMatchObject({ reality_check_minutes: 0, next_check_date: null, net_result: 0 })
    const set = (await demo.call('/api/safer_play/set_reality_check', { minutes: 30 })).value
    expect(set).toMatchObject({ next_check_date: expect.stringMatching(/^2025-06-02T09:30/) })
    const bet = (stake: number, outcome: 'win' | 'lose') =>
      demo.call('/api/game/demo_bet', { game_code: 'LRS-01', stake, outcome })
    await bet(100, 'lose')
    await bet(20, 'win')
    mock.backend.clock.advance(40 * 60_000)
    expect((await demo.call('/api/safer_play/session_summary')).value).toMatchObject({
      minutes_played: 40,
      net_result: -80,
      next_check_date: expect.stringMatching(/^2025-06-02T10:00/),
    })
  })
})
