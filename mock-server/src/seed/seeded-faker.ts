import { Faker, base, en } from '@faker-js/faker'

/** The fixed seed: the same data on every run, in every runtime. */
export const seedNumber = 20_250_101

/** The reference date for every generated date, so that dates too are stable. */
export const seedDate = new Date('2025-01-01T00:00:00.000Z')

/**
 * A Faker with the fixed seed; each seed module takes its own instance with a salt, so adding
 * data in one module does not shift the data of another.
 *
 * @example
 * seededFaker(1).person.fullName() // the same name every run
 */
export function seededFaker(salt: number): Faker {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seedNumber + salt)
  faker.setDefaultRefDate(seedDate)
  return faker
}
