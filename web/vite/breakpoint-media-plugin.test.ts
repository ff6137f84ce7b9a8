import { describe, expect, it } from 'vitest'
import { expandBreakpointMedia } from './breakpoint-media-plugin.ts'

describe('breakpoint media in stylesheets', () => {
  const rows: [string, { given: string; want: string }][] = [
    [
      'from a breakpoint',
      { given: '@media (--from-tablet) {', want: '@media (min-width: 768px) {' },
    ],
    [
      'below a breakpoint is one pixel under it',
      { given: '@media (--below-desktop-medium) {', want: '@media (max-width: 1279px) {' },
    ],
    [
      'a range of two',
      {
        given: '@media (--from-desktop) and (--below-desktop-medium) {',
        want: '@media (min-width: 1024px) and (max-width: 1279px) {',
      },
    ],
    [
      'custom properties outside media queries stay',
      { given: '.a { color: var(--from-tablet); }', want: '.a { color: var(--from-tablet); }' },
    ],
    [
      'other media features stay',
      {
        given: '@media (prefers-reduced-motion: reduce) {',
        want: '@media (prefers-reduced-motion: reduce) {',
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(expandBreakpointMedia(given)).toBe(want)
  })

  it('fails the build on a name the breakpoints module does not have', () => {
    expect(() => expandBreakpointMedia('@media (--below-phablet) {', 'shell.css')).toThrow(
      'shell.css: unknown breakpoint media (--below-phablet)',
    )
  })
})
