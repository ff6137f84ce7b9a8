import { beforeEach, describe, expect, it } from 'vitest'
import { placeAnalytics, type AnalyticsScript } from './place-analytics.ts'

const gtag: AnalyticsScript = {
  section: 'HEAD',
  script:
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script>window.dataLayer = [];</script>',
}
const pixel: AnalyticsScript = {
  section: 'BODY',
  script: '<noscript><img height="1" width="1" src="https://px.example/t.gif"></noscript>',
}
const bareCode: AnalyticsScript = { section: 'BODY', script: 'window.__played = true' }

beforeEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('placeAnalytics', () => {
  const rows: [string, { given: AnalyticsScript[]; want: { head: number; body: number } }][] = [
    ['HEAD snippets go to the head', { given: [gtag], want: { head: 2, body: 0 } }],
    ['BODY snippets go to the body', { given: [pixel], want: { head: 0, body: 1 } }],
    ['bare code becomes a script', { given: [bareCode], want: { head: 0, body: 1 } }],
    [
      'an empty snippet places nothing',
      { given: [{ section: 'HEAD', script: '  ' }], want: { head: 0, body: 0 } },
    ],
    ['the same snippet twice is placed once', { given: [gtag, gtag], want: { head: 2, body: 0 } }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    placeAnalytics(given)
    expect({
      head: document.head.childElementCount,
      body: document.body.childElementCount,
    }).toEqual(want)
  })

  it('inserts once however often startup runs it', () => {
    expect(placeAnalytics([gtag, pixel])).toBe(2)
    expect(placeAnalytics([gtag, pixel])).toBe(0)
    expect(document.head.querySelectorAll('script')).toHaveLength(2)
  })

  it('rebuilds scripts so the browser runs them, keeping their attributes', () => {
    placeAnalytics([gtag])
    const [loader, inline] = Array.from(document.head.querySelectorAll('script'))
    expect(loader?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-1')
    expect(loader?.async).toBe(true)
    expect(inline?.text).toBe('window.dataLayer = [];')
  })
})
