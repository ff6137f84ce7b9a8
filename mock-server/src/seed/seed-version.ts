/**
 * The identity of the seed, stored beside every saved state. A browser that kept a world saved
 * from another seed starts from the new seed instead (see docs/decisions/008-persisted-dev-world.md).
 * `seed-version.test.ts` fails when the seed changes and this fingerprint was not updated.
 *
 * @example
 * saved.seed === seedFingerprint // the saved world was grown from today's seed
 */
export const seedFingerprint = '1b6f077f'
