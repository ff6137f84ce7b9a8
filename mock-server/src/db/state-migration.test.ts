import { beforeAll, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { demoPlayer } from '../testing/demo-player.ts'
import { version1State } from '../testing/version-1-state.ts'
import { migrateState, stateVersion } from './state-migration.ts'

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock({ sessionLifetimeMs: 365 * 86_400_000, depositApprovalMs: null })
})

describe('a state file saved before money was held in minor units (state schema 1)', () => {
  it('loads through PUT /__mock/state with the same balances and amounts', async () => {
    await mock.backend.reset()
    const answer = await mock.control('PUT', '/state', version1State(mock.backend.snapshot()))
    expect(answer.status).toBe(200)

    const { tables } = mock.backend
    const demo = tables.players.get('localhost|demo')!
    expect(demo.game_balance_minor).toBe(152_075)
    expect(demo.vip).toMatchObject({
      total_deposit_minor: 250_000,
      total_turnover_minor: 1_200_050,
    })
    expect(tables.ledger.all().map((e) => [e.amount_minor, e.balance_minor])).toEqual([
      [172_075, 172_075],
      [-20_000, 152_075],
    ])
    expect(tables.deposits.get('1')?.amount_minor).toBe(50_050)
    expect(tables.withdrawals.get('1')).toMatchObject({ amount_minor: 20_000, fee_minor: 25 })
    expect(tables.turnover.get('localhost|demo')?.remaining_minor).toBe(110_010)
    expect(tables.bets.get('1')).toMatchObject({ stake_minor: 1_010, payout_minor: 2_020 })
    expect(tables.claims.all().map((c) => [c.reward_type, c.balance_minor, c.tokens])).toEqual([
      ['token', 0, 10],
      ['balance', 10_050, 0],
    ])
    expect(tables.play_limits.all()[0]).toMatchObject({
      amount_minor: 30_025,
      pending: { amount_minor: null, requested_at: 6 },
    })
    const rewards = tables.inbox.all().filter((i) => i.domain_name === 'localhost')
    expect(rewards.map((i) => [i.reward_type, i.reward_balance_minor, i.reward_tokens])).toEqual([
      ['balance', 5_000, 0],
      ['token', 0, 10],
      ['none', 0, 0],
    ])
    expect(mock.backend.snapshot().version).toBe(stateVersion)

    // The player sees the old file's amounts, and the books go on from there.
    const player = await demoPlayer(mock)
    expect(await player.balance()).toBe(1520.75)
    const statement = await player.call('/api/history/statement', { page_size: 10 })
    expect((statement.value as { balance: number }[])[0]?.balance).toBe(1520.75)
    const withdrawal = await player.call('/api/wallet/withdrawal_info')
    expect(withdrawal.value).toMatchObject({ game_balance: 1520.75, turnover_remaining: 1100.1 })
  })

  it.each([
    ['a third decimal', 1520.755, 'players.0.game_balance_minor', 'whole number of minor units'],
    ['a balance of 1.34e21', 1.34e21, 'players.0.game_balance_minor', 'at most 99999999999'],
    ['a decimal string', '1520.75', 'players.0.game_balance_minor', 'expected number'],
  ])(
    'with %s is refused with a 400 naming the field, and nothing changes',
    async (_n, bad, at, why) => {
      await mock.backend.reset()
      const before = JSON.stringify(mock.backend.snapshot())
      const old = version1State(mock.backend.snapshot()) as { players: Record<string, unknown>[] }
      old.players[0]!.game_balance = bad
      const answer = await mock.control('PUT', '/state', old)
      expect(answer.status).toBe(400)
      expect(answer.json.error).toMatch(`Invalid state at ${at}: `)
      expect(answer.json.error).toContain(why)
      expect(JSON.stringify(mock.backend.snapshot())).toBe(before)
    },
  )

  it('leaves its input as it was, and answers anything but a version-1 state unchanged', () => {
    const old = { version: 1, players: [{ game_balance: 1.5, vip: { total_deposit: 1 } }] }
    const copy = structuredClone(old)
    expect(migrateState(old)).toMatchObject({
      version: 2,
      players: [{ game_balance_minor: 150, vip: { total_deposit_minor: 100 } }],
    })
    expect(old).toEqual(copy)
    for (const other of [null, 'text', [], { version: 2, players: [] }, { version: 7 }])
      expect(migrateState(other)).toBe(other)
  })
})
