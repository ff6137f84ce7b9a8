import { describe, expect, it } from 'vitest'
import { mapWithin } from './within-bound.ts'

describe('mapWithin', () => {
  it('keeps the order of the items whatever order the work ends in, and never runs more than the bound at once', async () => {
    let running = 0
    let most = 0
    const ends: number[] = []
    const results = await mapWithin([30, 5, 20, 1, 10, 2], 3, async (ms, index) => {
      running += 1
      most = Math.max(most, running)
      await new Promise((done) => setTimeout(done, ms))
      running -= 1
      ends.push(index)
      return ms * 2
    })
    expect(results).toEqual([60, 10, 40, 2, 20, 4])
    expect(most).toBe(3)
    expect(ends).not.toEqual([0, 1, 2, 3, 4, 5])
  })

  it('runs one at a time with a bound of 1, and copes with no items', async () => {
    const order: number[] = []
    await mapWithin([1, 2, 3], 1, async (n) => void order.push(n))
    expect(order).toEqual([1, 2, 3])
    expect(await mapWithin([], 4, async () => 1)).toEqual([])
  })
})
