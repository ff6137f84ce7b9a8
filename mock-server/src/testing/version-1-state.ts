import type { MockState } from '../db/database.ts'

/**
 * A state as the mock saved it before money moved to minor units (state schema 1): today's seed
 * with the demo player of `localhost` at 1,520.75 and one row of every money table, each amount a
 * decimal number under its old field name, written out by hand as an old file has it.
 *
 * @example
 * await mock.control('PUT', '/state', version1State(mock.backend.snapshot()))
 */
export function version1State(today: MockState): Record<string, unknown> {
  const owner = { domain_name: 'localhost', account_id: 'demo' }
  const players = today.players.map(
    ({ game_balance_minor, vip: { total_deposit_minor, total_turnover_minor, ...vip }, ...p }) => {
      const demo = p.domain_name === owner.domain_name && p.account_id === owner.account_id
      return {
        ...p,
        game_balance: demo ? 1520.75 : game_balance_minor / 100,
        vip: {
          ...vip,
          total_deposit: demo ? 2500 : total_deposit_minor / 100,
          total_turnover: demo ? 12000.5 : total_turnover_minor / 100,
        },
      }
    },
  )
  const inbox = today.inbox.map(({ reward_balance_minor, reward_tokens, ...item }) => ({
    ...item,
    reward_amount: item.reward_type === 'balance' ? reward_balance_minor / 100 : reward_tokens,
  }))
  return {
    ...today,
    version: 1,
    players,
    inbox,
    ledger: [
      {
        entry_id: 1,
        ...owner,
        type: 'opening',
        amount: 1720.75,
        balance: 1720.75,
        description: 'Opening balance',
        ref: '',
        created_at: 0,
      },
      {
        entry_id: 2,
        ...owner,
        type: 'withdrawal',
        amount: -200,
        balance: 1520.75,
        description: 'Withdrawal 1',
        ref: 'withdrawal:1',
        created_at: 1,
      },
    ],
    deposits: [
      {
        deposit_id: 1,
        ...owner,
        channel_code: 'GCASH',
        amount: 500.5,
        status: 'pending',
        idempotency_key: 'k-old-file',
        created_at: 2,
        decided_at: null,
      },
    ],
    withdrawals: [
      {
        withdrawal_id: 1,
        ...owner,
        amount: 200,
        fee: 0.25,
        bank_account_id: 1,
        status: 'pending',
        created_at: 1,
      },
    ],
    turnover: [{ ...owner, remaining: 1100.1 }],
    bets: [
      {
        bet_id: 1,
        ...owner,
        game_code: 'LRS-01',
        bet_type: 'spin',
        home_away: '',
        criteria1: '',
        home_team_names: {},
        away_team_names: {},
        stake: 10.1,
        payout: 20.2,
        status: 'won',
        created_at: 3,
      },
    ],
    claims: [
      {
        key: 'localhost|demo|spin|2025-06-02',
        ...owner,
        kind: 'spin',
        rule: '2025-06-02',
        reward_type: 'token',
        amount: 10,
        created_at: 4,
      },
      {
        key: 'localhost|demo|promotion|1',
        ...owner,
        kind: 'promotion',
        rule: '1',
        reward_type: 'balance',
        amount: 100.5,
        created_at: 5,
      },
    ],
    play_limits: [
      {
        ...owner,
        kind: 'deposit',
        period: 'daily',
        amount: 300.25,
        pending: { amount: null, requested_at: 6 },
      },
    ],
  }
}
