import { describe, expect, it } from 'vitest'
import { createPreloadQueue } from './preload-queue.ts'

function routes(count: number) {
  let active = 0
  let peak = 0
  const done: (() => void)[] = []
  const load = (name: string) => () =>
    new Promise<string>((resolve) => {
      active += 1
      peak = Math.max(peak, active)
      done.push(() => {
        active -= 1
        resolve(name)
      })
    })
  return {
    loads: Array.from({ length: count }, (_, i) => load(`route-${i}`)),
    done,
    stats: () => ({ active, peak }),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createPreloadQueue', () => {
  it('preloads at most 4 routes in parallel and starts the next as one finishes', async () => {
    const preload = createPreloadQueue()
    const { loads, done, stats } = routes(10)
    const results = loads.map((load) => preload(load))
    await settle()
    expect(stats()).toEqual({ active: 4, peak: 4 })
    done.shift()!()
    await settle()
    expect(stats().active).toBe(4)
    while (done.length) {
      done.shift()!()
      await settle()
    }
    expect(await Promise.all(results)).toEqual(loads.map((_, i) => `route-${i}`))
    expect(stats().peak).toBe(4)
  })

  it('a failed preload frees its slot', async () => {
    const preload = createPreloadQueue(1)
    const failed = preload(() => Promise.reject(new Error('chunk gone')))
    const next = preload(() => Promise.resolve('ok'))
    await expect(failed).rejects.toThrow('chunk gone')
    await expect(next).resolves.toBe('ok')
  })
})
