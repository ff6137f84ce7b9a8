import { act, fireEvent, render, screen } from '@testing-library/react'
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

type EarlyWindow = { siteHome?: Promise<Record<string, Promise<unknown>> | undefined> }

describe('home data asked for at startup', () => {
  let homeData: typeof import('./home-data.ts') & typeof import('./home-prefetch.ts')
  beforeEach(async () => {
    calls.hot = 0
    calls.banners = 0
    vi.resetModules()
    homeData = { ...(await import('./home-data.ts')), ...(await import('./home-prefetch.ts')) }
  })
  afterEach(() => {
    delete (window as EarlyWindow).siteHome
    document.head.querySelectorAll('link').forEach((link) => link.remove())
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
    ;(window as EarlyWindow).siteHome = Promise.resolve({
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
    ;(window as EarlyWindow).siteHome = Promise.resolve(undefined)
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

  it('draws an answer that has already arrived in the first render, and a retry asks again', async () => {
    homeData.prefetchHomeData()
    // The mocked calls answer at once: one turn of the event loop and the answers are in.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const { useHomeCall } = homeData
    const load = vi.fn(async () => ({ ok: true as const, value: ['fresh'] }))
    const frames: string[] = []
    function Hot() {
      const hot = useHomeCall('hot', load)
      const shown = hot.state.status === 'ready' ? hot.state.value.join() : hot.state.status
      frames.push(shown)
      return <button onClick={hot.reload}>{shown}</button>
    }
    await act(async () => {
      render(<Hot />)
    })
    expect(frames[0]).toBe('hot#1')
    expect(frames).not.toContain('loading')
    expect(load).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'hot#1' }))
    expect(await screen.findByRole('button', { name: 'fresh' })).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
    expect(calls.hot).toBe(1)
  })

  it('shows the loading state first while the prefetched answer is still on its way', async () => {
    let answer: (value: unknown) => void = () => {}
    ;(window as EarlyWindow).siteHome = Promise.resolve({
      hot: new Promise((resolve) => (answer = resolve)),
      showcase: Promise.resolve({ statusCode: 1, value: [] }),
      banners: Promise.resolve({ statusCode: 1, value: [] }),
    })
    homeData.prefetchHomeData()
    const { useHomeCall } = homeData
    const frames: string[] = []
    function Hot() {
      const hot = useHomeCall<string[]>('hot', vi.fn())
      const shown = hot.state.status === 'ready' ? hot.state.value.join() : hot.state.status
      frames.push(shown)
      return <p>{shown}</p>
    }
    render(<Hot />)
    expect(frames[0]).toBe('loading')
    answer({ statusCode: 1, value: ['LRS-01'] })
    expect(await screen.findByText('early LRS-01')).toBeTruthy()
    expect(calls.hot).toBe(0)
  })

  it("asks for the first banner's image as soon as the banners answer, once", async () => {
    const images = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
        link.getAttribute('href'),
      )
    const answers = (image: string) => ({
      hot: Promise.resolve({ statusCode: 1, value: [] }),
      showcase: Promise.resolve({ statusCode: 1, value: [] }),
      banners: Promise.resolve({ statusCode: 1, value: [{ image }] }),
    })
    ;(window as EarlyWindow).siteHome = Promise.resolve(answers('/img/a.svg'))
    homeData.prefetchHomeData()
    await homeData.homeCall('banners', vi.fn())()
    expect(images()).toEqual(['/img/a.svg'])

    // The bootstrap made the call and already asked for the image: no second request.
    document.head.querySelectorAll('link').forEach((link) => link.remove())
    const asked = document.createElement('link')
    asked.setAttribute('rel', 'preload')
    asked.setAttribute('as', 'image')
    asked.setAttribute('href', '/img/b.svg')
    document.head.append(asked)
    ;(window as EarlyWindow).siteHome = Promise.resolve(answers('/img/b.svg'))
    homeData.prefetchHomeData()
    await homeData.homeCall('banners', vi.fn())()
    expect(images()).toEqual(['/img/b.svg'])
  })
})
