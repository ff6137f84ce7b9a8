import { afterEach, describe, expect, it, vi } from 'vitest'

const preloaded = vi.hoisted(() => ({ hrefs: [] as string[], made: 0 }))
vi.mock('./route-preload.ts', () => ({
  sitePagePreloader: () => {
    preloaded.made++
    return (href: string) => preloaded.hrefs.push(href)
  },
}))

const { preloadPagesOnIntent } = await import('./preload-on-intent.ts')

afterEach(() => {
  document.body.innerHTML = ''
  preloaded.hrefs = []
  preloaded.made = 0
})

describe('preloading pages on intent', () => {
  it('loads the preloader on the first intent and hands it every link pointed at or focused', async () => {
    document.body.innerHTML =
      '<nav><a href="/slots"><span>Slots</span></a><a href="/casino">Casino</a></nav><p>text</p>'
    const stop = preloadPagesOnIntent()
    document.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    document
      .querySelector('a[href="/casino"]')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await vi.waitFor(() => expect(preloaded.hrefs).toEqual(['/slots', '/casino']))
    expect(preloaded.made).toBe(1)
    stop()
    document.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await Promise.resolve()
    expect(preloaded.hrefs).toHaveLength(2)
  })

  it('loads nothing while the player shows no intent', () => {
    const stop = preloadPagesOnIntent()
    expect(preloaded.made).toBe(0)
    stop()
  })
})
