import { describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.ts'

type Page = { html: string; ok: boolean }

function cacheAt(clock: { now: number }, revision = { value: 'b1' }) {
  let renders = 0
  const cache = createPageCache<Page>({
    freshMs: 30_000,
    staleMs: 30_000,
    maxBytes: 1024,
    sizeOf: (page) => page.html.length,
    keep: (page) => page.ok,
    revision: () => revision.value,
    now: () => clock.now,
  })
  const draw =
    (html: string, ok = true) =>
    async () => {
      renders += 1
      return { html, ok }
    }
  return { cache, draw, renders: () => renders }
}

describe('the guest-page cache', () => {
  it('draws a key once, then serves it fresh for its fresh time', async () => {
    const clock = { now: 0 }
    const { cache, draw, renders } = cacheAt(clock)
    expect(await cache.get('home', draw('v1'))).toEqual({
      value: { html: 'v1', ok: true },
      result: 'miss',
    })
    clock.now = 29_999
    expect(await cache.get('home', draw('v2'))).toMatchObject({
      value: { html: 'v1' },
      result: 'hit',
    })
    expect(renders()).toBe(1)
  })

  it('gives visitors who ask while a key is drawn that one render', async () => {
    const { cache, renders } = cacheAt({ now: 0 })
    let finish: (page: Page) => void = () => {}
    const slow = () => new Promise<Page>((resolve) => (finish = resolve))
    const asked = [cache.get('home', slow), cache.get('home', slow), cache.get('home', slow)]
    finish({ html: 'v1', ok: true })
    const answers = await Promise.all(asked)
    expect(answers.map((a) => a.result)).toEqual(['miss', 'joined', 'joined'])
    expect(answers.every((a) => a.value.html === 'v1')).toBe(true)
    expect(renders()).toBe(0)
  })

  it('past its fresh time serves the kept page while one render replaces it', async () => {
    const clock = { now: 0 }
    const { cache, draw, renders } = cacheAt(clock)
    await cache.get('home', draw('v1'))
    clock.now = 45_000
    expect(await cache.get('home', draw('v2'))).toMatchObject({
      value: { html: 'v1' },
      result: 'stale',
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('home', draw('v3'))).toMatchObject({
      value: { html: 'v2' },
      result: 'hit',
    })
    expect(renders()).toBe(2)
  })

  it('never serves a page older than its fresh and stale times together', async () => {
    const clock = { now: 0 }
    const { cache, draw } = cacheAt(clock)
    await cache.get('home', draw('v1'))
    clock.now = 60_000
    expect(await cache.get('home', draw('v2'))).toMatchObject({
      value: { html: 'v2' },
      result: 'miss',
    })
  })

  it('keeps serving the kept page when its redraw fails, within the stale time', async () => {
    const clock = { now: 0 }
    const { cache, draw } = cacheAt(clock)
    await cache.get('home', draw('v1'))
    clock.now = 40_000
    await cache.get('home', async () => {
      throw new Error('backend down')
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('home', draw('v2', false))).toMatchObject({
      value: { html: 'v1' },
      result: 'stale',
    })
  })

  it('never keeps what it must not (a player’s page, an error)', async () => {
    const { cache, draw, renders } = cacheAt({ now: 0 })
    await cache.get('home', draw('error', false))
    expect(await cache.get('home', draw('v1'))).toMatchObject({
      value: { html: 'v1' },
      result: 'miss',
    })
    expect(renders()).toBe(2)
  })

  it('forgets everything kept when the revision changes (a new build, a changed tenant)', async () => {
    const revision = { value: 'b1' }
    const { cache, draw } = cacheAt({ now: 0 }, revision)
    await cache.get('home', draw('v1'))
    revision.value = 'b1:1'
    expect(await cache.get('home', draw('v2'))).toMatchObject({
      value: { html: 'v2' },
      result: 'miss',
    })
  })

  it('keeps no more bytes than it is given, the least recently used going first', async () => {
    const { cache, draw } = cacheAt({ now: 0 })
    await cache.get('a', draw('x'.repeat(600)))
    await cache.get('b', draw('y'.repeat(600)))
    expect(cache.size.entries).toBe(1)
    expect(await cache.get('a', draw('z'))).toMatchObject({ result: 'miss' })
  })
})
