import type { MockState } from '../db/database.ts'
import type { BankAccount, Bet, Review } from '../models/player-records.ts'
import type { Tenant } from '../models/tenant.ts'
import { bankOptions } from './cashier-config.ts'
import { demoPlayer } from './players.ts'
import { seedDate, seededFaker } from './seeded-faker.ts'

type CashierTables = Pick<
  MockState,
  | 'ledger'
  | 'deposits'
  | 'withdrawals'
  | 'turnover'
  | 'bank_accounts'
  | 'bets'
  | 'claims'
  | 'reviews'
  | 'launches'
>

const day = 86_400_000

function sportsBets(tenant: Tenant, firstId: number): Bet[] {
  const base = {
    domain_name: tenant.domain_name,
    account_id: demoPlayer.account_id,
    game_code: 'PSB-01',
    criteria1: '-0.5',
  }
  const lions = { EN: 'Manila Lions', PHP: 'Mga Leon ng Maynila', CN: '马尼拉雄狮' }
  const sharks = { EN: 'Cebu Sharks', PHP: 'Mga Pating ng Cebu', CN: '宿务鲨鱼' }
  return [
    {
      ...base,
      bet_id: firstId,
      bet_type: 'handicap',
      home_away: 'home',
      home_team_names: lions,
      away_team_names: sharks,
      stake_minor: 10_000,
      payout_minor: 0,
      status: 'lost',
      created_at: seedDate.getTime() - 2 * day,
    },
    {
      ...base,
      bet_id: firstId + 1,
      bet_type: '1X2',
      home_away: 'away',
      criteria1: '',
      home_team_names: sharks,
      away_team_names: lions,
      stake_minor: 5_000,
      payout_minor: 0,
      status: 'pending',
      created_at: seedDate.getTime() - day,
    },
  ]
}

function reviews(tenant: Tenant, firstId: number, salt: number): Review[] {
  const faker = seededFaker(700 + salt)
  return [0, 1, 2].map((i) => ({
    review_id: firstId + i,
    domain_name: tenant.domain_name,
    account_id: faker.internet.username().toLowerCase(),
    rating: faker.number.int({ min: 3, max: 5 }),
    comment: faker.helpers.arrayElement([
      'Fast withdrawals.',
      'Great choice of slots.',
      'Friendly support, quick deposits.',
      'The daily spin is fun.',
    ]),
    created_at: seedDate.getTime() - (i + 1) * 3 * day,
  }))
}

/**
 * The seed of the provisional calls' tables: the demo player of every tenant has one bank
 * account (the default) and two sports bets in the history; every tenant has three reviews. The
 * ledger starts empty: a player's first money move records the seeded balance as `opening`.
 *
 * @example
 * seedCashier(seedTenants()).bank_accounts[0].is_default // true
 */
export function seedCashier(tenants: Tenant[]): CashierTables {
  const bank_accounts: BankAccount[] = tenants.map((tenant, i) => ({
    bank_account_id: i + 1,
    domain_name: tenant.domain_name,
    account_id: demoPlayer.account_id,
    bank_code: bankOptions(tenant)[0]!.bank_code,
    account_name: 'Demo Player',
    account_number: `00123456${String(7890 + i)}`,
    is_default: true,
    created_at: seedDate.getTime(),
  }))
  return {
    ledger: [],
    deposits: [],
    withdrawals: [],
    turnover: [],
    claims: [],
    launches: [],
    bank_accounts,
    bets: tenants.flatMap((tenant, i) => sportsBets(tenant, i * 2 + 1)),
    reviews: tenants.flatMap((tenant, i) => reviews(tenant, i * 3 + 1, i)),
  }
}
