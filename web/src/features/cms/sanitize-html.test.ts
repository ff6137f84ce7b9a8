import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html.ts'

describe('sanitizeHtml', () => {
  const rows: [string, { given: string; want: string }][] = [
    [
      'plain markup stays',
      {
        given: '<h2>About us</h2><p>Play <b>fair</b>.</p>',
        want: '<h2>About us</h2><p>Play <b>fair</b>.</p>',
      },
    ],
    [
      'a script element is removed',
      { given: '<p>Hi</p><script>alert(1)</script>', want: '<p>Hi</p>' },
    ],
    [
      'an onerror attribute is removed',
      { given: '<img src="x.png" onerror="alert(1)">', want: '<img src="x.png">' },
    ],
    [
      'an onclick attribute is removed',
      { given: '<a href="/faqs" onclick="steal()">FAQ</a>', want: '<a href="/faqs">FAQ</a>' },
    ],
    [
      'a javascript: link is removed',
      { given: '<a href="javascript:alert(1)">x</a>', want: '<a>x</a>' },
    ],
    [
      'an iframe is removed',
      { given: '<iframe src="https://evil.example"></iframe><p>ok</p>', want: '<p>ok</p>' },
    ],
    [
      'svg script tricks are removed',
      { given: '<svg><script>alert(1)</script></svg><p>ok</p>', want: '<p>ok</p>' },
    ],
  ]
  it.each(rows)('%s', async (_, { given, want }) => {
    expect(await sanitizeHtml(given)).toBe(want)
  })
})
