import { afterEach, describe, expect, it } from 'vitest'
import { guessWidth, matchesDrawnWidth, setDrawnWidth } from './drawn-width.ts'
import { followVisits } from './per-visit.ts'

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36'
const tablet = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'

const tab = new Map()
afterEach(() => followVisits(() => tab))

describe('guessWidth', () => {
  const rows: [string, { cookie: string; userAgent: string; hint?: string; want: number }][] = [
    [
      'the viewport cookie of the last visit wins',
      { cookie: 'viewport=tablet', userAgent: phone, want: 768 },
    ],
    ['a phone by its User-Agent', { cookie: '', userAgent: phone, want: 375 }],
    ['a tablet by its User-Agent', { cookie: '', userAgent: tablet, want: 768 }],
    ['a desktop by its User-Agent', { cookie: '', userAgent: desktop, want: 1280 }],
    ['Chromium saying it is mobile', { cookie: '', userAgent: desktop, hint: '?1', want: 375 }],
    [
      'a cookie that is not a breakpoint is ignored',
      { cookie: 'viewport=huge', userAgent: phone, want: 375 },
    ],
  ]
  it.each(rows)('%s', (_, { cookie, userAgent, hint, want }) => {
    expect(guessWidth(cookie, userAgent, hint)).toBe(want)
  })
})

describe('matchesDrawnWidth', () => {
  it('answers min-width queries at the width the page was drawn for', () => {
    const visit = new Map()
    followVisits(() => visit)
    setDrawnWidth(375)
    expect(matchesDrawnWidth('(min-width: 320px)')).toBe(true)
    expect(matchesDrawnWidth('(min-width: 1024px)')).toBe(false)
  })
})
