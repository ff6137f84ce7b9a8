import { describe, expect, it } from 'vitest'
import { fingerprint } from '../persistence/fingerprint.ts'
import { buildSeedState } from './seed.ts'
import { seedFingerprint } from './seed-version.ts'

describe('seed version', () => {
  it('names the seed that is built today, so saved worlds from an older seed are dropped', async () => {
    const actual = fingerprint(await buildSeedState())
    expect(actual, 'the seed changed: set seedFingerprint in seed-version.ts to this value').toBe(
      seedFingerprint,
    )
  })
})
