import { describe, expect, it } from 'vitest'
import { perVisit } from '../lib/per-visit.ts'

const site = perVisit(() => ({ name: 'none yet' }))

describe('per-visit state on the server', () => {
  it('throws when read outside a request, rather than sharing one value between requests', async () => {
    expect(() => site()).toThrow('outside a request')
    // The server's visits change nothing outside them.
    const { inNewVisit } = await import('./visit-scope.ts')
    await inNewVisit(async () => void (site().name = 'casino1'))
    expect(() => site()).toThrow('outside a request')
  })

  it('gives each request its own state, even while both are under way', async () => {
    const { inNewVisit } = await import('./visit-scope.ts')
    const seen = await Promise.all(
      ['casino1', 'slot2'].map((name) =>
        inNewVisit(async () => {
          site().name = name
          await new Promise((resolve) => setImmediate(resolve))
          return site().name
        }),
      ),
    )
    expect(seen).toEqual(['casino1', 'slot2'])
  })
})
