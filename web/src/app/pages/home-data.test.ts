import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({ hot: 0, banners: 0 }))
vi.mock('../../features/lobby/api/game-lists.ts', () => ({
  postHotGames: async () => ({ statusCode: 1, value: [`hot#${++calls.hot}`] }),
  postGames: async () => ({ statusCode: 1, value: [] }),
  hotGamesOf: ({ value }: { value: string[] }) =>
    value.map((game) => (game.startsWith('hot#') ? game : `early ${game}`)),
  showcaseOf: () => () => ({ featured: [], popular: [], latest: [] }),
}))
vi.mock('../../features/home/api/banners.ts', () => ({
  postPromotions: async () => ({ statusCode: 1, value: [`banner#${++calls.banners}`] }),
  bannersOf:
    () =>
    ({ value }: { value: string[] }) =>
      value,
}))

type EarlyWindow = { playfrontHome?: Promise<Record<string, Promise<unknown>> | undefined> }

describe('home data asked for at startup', () => {
  let homeData: typeof import('./home-data.ts')
  beforeEach(async () => {
    calls.hot = 0
    calls.banners = 0
    vi.resetModules()
    homeData = await import('./home-data.ts')
  })
  afterEach(() => {
    delete (window as EarlyWindow).playfrontHome
  })

  it('gives the prefetched answer to the first render, and a fresh call to a retry', async () => {
    homeData.prefetchHomeData()
    const load = vi.fn(async () => ({ ok: true as const, value: ['fresh'] }))
    const hot = homeData.homeCall('hot', load)
    await expect(hot()).resolves.toEqual({ ok: true, value: ['hot#1'] })
    expect(load).not.toHaveBeenCalled()
    await expect(hot()).resolves.toEqual({ ok: true, value: ['fresh'] })
  })

  it("takes the answers index.html's bootstrap asked for, and asks again for one that failed", async () => {
    ;(window as EarlyWindow).playfrontHome = Promise.resolve({
      hot: Promise.resolve({ statusCode: 1, value: ['LRS-01'] }),
      showcase: Promise.resolve({ statusCode: 1, value: [] }),
      banners: Promise.resolve({ statusCode: -500, statusMessage: 'broken' }),
    })
    homeData.prefetchHomeData()
    const load = vi.fn(async () => ({ ok: true as const, value: ['fresh'] }))
    await expect(homeData.homeCall('hot', load)()).resolves.toEqual({
      ok: true,
      value: ['early LRS-01'],
    })
    expect(calls.hot).toBe(0)
    // A failed early answer goes through the API client, so the error handler sees the failure.
    await expect(homeData.homeCall('banners', load)()).resolves.toEqual({
      ok: true,
      value: ['banner#1'],
    })
    expect(load).not.toHaveBeenCalled()
  })

  it('asks through the API client when the bootstrap asked for nothing (maintenance, another page first)', async () => {
    ;(window as EarlyWindow).playfrontHome = Promise.resolve(undefined)
    homeData.prefetchHomeData()
    await expect(homeData.homeCall('hot', vi.fn())()).resolves.toEqual({
      ok: true,
      value: ['hot#1'],
    })
  })

  it('calls at once when nothing was prefetched (a page reached by navigation)', async () => {
    const load = vi.fn(async () => ({ ok: true as const, value: ['fresh'] }))
    await expect(homeData.homeCall('banners', load)()).resolves.toEqual({
      ok: true,
      value: ['fresh'],
    })
    expect(load).toHaveBeenCalledOnce()
  })
})
