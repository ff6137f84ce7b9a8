import type { Jackpot } from '../models/jackpot.ts'
import type { Tenant } from '../models/tenant.ts'
import { seedDate, seededFaker } from './seeded-faker.ts'

const minutesPerDay = 24 * 60

/** Each tier's range of seed amounts and growth a minute (whole units), and how often it pays out. */
const tiers = [
  { tier: 'grand', seed: [1_000_000, 1_500_000], perMinute: [50, 90], cycle: 14 * minutesPerDay },
  { tier: 'major', seed: [50_000, 70_000], perMinute: [5, 9], cycle: 3 * minutesPerDay },
  { tier: 'minor', seed: [2_000, 3_000], perMinute: [0.6, 1.2], cycle: 3 * 60 },
] as const

/**
 * The tenant's progressive jackpots: grand, major and minor, each started at the seed date, so
 * that every tenant has paid out its minor one many times by the time anyone looks.
 *
 * @example
 * seedJackpots(tenant, 0).map((j) => j.tier) // ['grand', 'major', 'minor']
 */
export function seedJackpots(tenant: Tenant, index: number): Jackpot[] {
  const faker = seededFaker(700 + index)
  return tiers.map(({ tier, seed, perMinute, cycle }, i) => ({
    domain_name: tenant.domain_name,
    jackpot_id: i + 1,
    tier,
    seed_minor: faker.number.int({ min: seed[0], max: seed[1] }) * 100,
    per_minute_minor: Math.round(
      faker.number.float({ min: perMinute[0], max: perMinute[1], fractionDigits: 2 }) * 100,
    ),
    cycle_minutes: cycle,
    run_started_at: seedDate.getTime(),
    last_won: null,
  }))
}
