import { describe, expect, it, vi } from 'vitest'
import { createPreloadQueue } from '../features/build-freshness/preload-queue.ts'
import { createRoutePreloader } from './route-preload.ts'

const origin = 'http://casino1.localhost:8080'

function setUp() {
  const pending: (() => void)[] = []
  const loads: string[] = []
  const pageFor = (path: string) =>
    path === '/nowhere'
      ? undefined
      : () =>
          new Promise<{ default: () => null }>((resolve) => {
            loads.push(path)
            pending.push(() => resolve({ default: () => null }))
          })
  return { preloadLink: createRoutePreloader(pageFor, createPreloadQueue()), loads, pending }
}

describe('pages preloaded on intent', () => {
  it.each([
    ['an English link', '/slots', ['/slots']],
    ['a Chinese link, by its page', '/zh/slots', ['/slots']],
    ['a link to another site', 'https://example.org/slots', []],
    ['a link to no page', '/nowhere', []],
  ])('%s', (_name, href, want) => {
    const { preloadLink, loads } = setUp()
    preloadLink(href, origin)
    expect(loads).toEqual(want)
  })

  it('loads a page once however often the player points at it', () => {
    const { preloadLink, loads } = setUp()
    preloadLink('/slots', origin)
    preloadLink('/fil/slots', origin)
    preloadLink('/slots', origin)
    expect(loads).toEqual(['/slots'])
  })

  it('loads at most 4 pages at once, the rest as those finish', async () => {
    const { preloadLink, loads, pending } = setUp()
    for (const path of ['/slots', '/casino', '/sports', '/fishing', '/lottery', '/poker'])
      preloadLink(path, origin)
    expect(loads).toHaveLength(4)
    pending.shift()!()
    await vi.waitFor(() => expect(loads).toHaveLength(5))
  })
})
