import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchViewport } from './watch-viewport.ts'

function fakeWindow(width: number) {
  const target = new EventTarget()
  const win = {
    width,
    matchMedia: (query: string) =>
      ({ matches: win.width >= Number(/\d+/.exec(query)?.[0]) }) as MediaQueryList,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    resizeTo(next: number) {
      win.width = next
      target.dispatchEvent(new Event('resize'))
    },
  }
  return win
}

describe('watchViewport', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports the breakpoint at once, then 50 ms after resizing stops', () => {
    const win = fakeWindow(1300)
    const seen: string[] = []
    watchViewport((name) => seen.push(name), win)
    expect(seen).toEqual(['desktopMedium'])

    win.resizeTo(800)
    vi.advanceTimersByTime(30)
    win.resizeTo(400)
    vi.advanceTimersByTime(49)
    expect(seen).toEqual(['desktopMedium'])

    vi.advanceTimersByTime(1)
    expect(seen).toEqual(['desktopMedium', 'mobileMedium'])
  })

  it('stays quiet when a resize keeps the same breakpoint', () => {
    const win = fakeWindow(1300)
    const seen: string[] = []
    watchViewport((name) => seen.push(name), win)
    win.resizeTo(1400)
    vi.advanceTimersByTime(50)
    expect(seen).toEqual(['desktopMedium'])
  })

  it('stops listening once stopped', () => {
    const win = fakeWindow(1300)
    const seen: string[] = []
    const stop = watchViewport((name) => seen.push(name), win)
    stop()
    win.resizeTo(320)
    vi.advanceTimersByTime(50)
    expect(seen).toEqual(['desktopMedium'])
  })
})
