import type { Game } from '../models/catalogue.ts'
import type { InboxItem } from '../models/inbox.ts'
import type { Player, PlayerStatus } from '../models/player.ts'
import type { Tenant } from '../models/tenant.ts'
import { toMinor } from '../money.ts'
import { hashPassword } from '../password.ts'
import { seedDate, seededFaker } from './seeded-faker.ts'

/** The demo player present on every tenant. */
export const demoPlayer = { account_id: 'demo', password: 'demo1234' } as const

/** Extra seeded players: a blocked one and a closed one (same password as demo). */
export const specialPlayers: { account_id: string; status: PlayerStatus }[] = [
  { account_id: 'blocked', status: 'BLOCK' },
  { account_id: 'closed', status: 'CLOSE' },
]

/** Inputs for a new player; everything else gets defaults. */
export type NewPlayer = Partial<Player> &
  Pick<Player, 'domain_name' | 'account_id' | 'password_hash' | 'password_salt'>

/**
 * A complete player record from the fields given.
 *
 * @example
 * newPlayerRecord({ domain_name: 'localhost', account_id: 'ann', password_hash: h, password_salt: s }).game_balance_minor // 0
 */
export function newPlayerRecord(fields: NewPlayer): Player {
  return {
    full_name: '',
    contact_email: '',
    contact_phone: '',
    referrer_code: '',
    affiliate_code: '',
    ch: '',
    cm: '',
    pp: '',
    fbp: '',
    appsflyer_id: '',
    visitor_id: '',
    game_balance_minor: 0,
    game_token: 0,
    vip: { total_deposit_minor: 0, total_turnover_minor: 0, cycle_start: seedDate.toISOString() },
    favourites: [],
    status: 'ACTIVE',
    created_at: seedDate.toISOString(),
    date_of_birth: null,
    ...fields,
  }
}

/**
 * The seeded players of one tenant: demo (with balance, VIP progress and favourites),
 * blocked and closed.
 *
 * @example
 * (await seedPlayers(tenant, games, 0))[0].account_id // 'demo'
 */
export async function seedPlayers(tenant: Tenant, games: Game[], index: number): Promise<Player[]> {
  const faker = seededFaker(400 + index)
  const salt = faker.string.hexadecimal({ length: 32, prefix: '' })
  const password_hash = await hashPassword(demoPlayer.password, salt)
  const playable = games.filter((g) => tenant.categories.includes(g.game_type))
  const demo = newPlayerRecord({
    domain_name: tenant.domain_name,
    account_id: demoPlayer.account_id,
    password_hash,
    password_salt: salt,
    full_name: faker.person.fullName(),
    contact_email: 'demo@example.com',
    contact_phone: `09${faker.string.numeric(9)}`,
    game_balance_minor: toMinor(faker.number.float({ min: 500, max: 5_000, fractionDigits: 2 })),
    game_token: faker.number.int({ min: 10, max: 500 }),
    vip: {
      total_deposit_minor: toMinor(faker.number.int({ min: 1_200, max: 4_500 })),
      total_turnover_minor: toMinor(faker.number.int({ min: 6_000, max: 20_000 })),
      cycle_start: seedDate.toISOString(),
    },
    favourites: faker.helpers.arrayElements(playable, 4).map((g) => g.game_code),
  })
  const others = specialPlayers.map(({ account_id, status }) =>
    newPlayerRecord({
      domain_name: tenant.domain_name,
      account_id,
      password_hash,
      password_salt: salt,
      full_name: faker.person.fullName(),
      status,
    }),
  )
  return [demo, ...others]
}

/**
 * The demo player's inbox: a balance reward and a token reward to claim, and a plain notice.
 *
 * @example
 * seedInbox(tenant, 1)[0].reward_balance_minor // 5000, that is 50.00
 */
export function seedInbox(tenant: Tenant, firstId: number): InboxItem[] {
  const base = {
    domain_name: tenant.domain_name,
    account_id: demoPlayer.account_id,
    is_read: false,
    is_claimed: false,
    created_date: seedDate.toISOString(),
  }
  return [
    {
      ...base,
      inbox_id: firstId,
      title: 'Welcome bonus',
      body: `Welcome to ${tenant.site.site_name}! Claim your bonus.`,
      reward_type: 'balance',
      reward_balance_minor: 5_000,
      reward_tokens: 0,
    },
    {
      ...base,
      inbox_id: firstId + 1,
      title: 'Free tokens',
      body: 'Ten free tokens for your next spin.',
      reward_type: 'token',
      reward_balance_minor: 0,
      reward_tokens: 10,
    },
    {
      ...base,
      inbox_id: firstId + 2,
      title: 'Maintenance notice',
      body: 'Scheduled maintenance on Sunday 02:00-03:00.',
      reward_type: 'none',
      reward_balance_minor: 0,
      reward_tokens: 0,
      is_claimed: true,
    },
  ]
}
