import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({ hot: 0 }))
vi.mock('../../features/lobby/api/game-lists.ts', () => ({
  loadHotGames: async () => ({ ok: true, value: [`hot#${++calls.hot}`] }),
  loadShowcase: async () => ({ ok: true, value: { featured: [], popular: [], latest: [] } }),
}))
vi.mock('../../features/home/api/banners.ts', () => ({
  loadBanners: async () => ({ ok: true, value: [] }),
}))

describe('home data asked for at startup', () => {
  let homeData: typeof import('./home-data.ts')
  beforeEach(async () => {
    calls.hot = 0
    vi.resetModules()
    homeData = await import('./home-data.ts')
  })

  it('gives the prefetched answer to the first render, and a fresh call to a retry', async () => {
    homeData.prefetchHomeData()
    const load = vi.fn(async () => ({ ok: true as const, value: ['fresh'] }))
    const hot = homeData.homeCall('hot', load)
    await expect(hot()).resolves.toEqual({ ok: true, value: ['hot#1'] })
    expect(load).not.toHaveBeenCalled()
    await expect(hot()).resolves.toEqual({ ok: true, value: ['fresh'] })
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
