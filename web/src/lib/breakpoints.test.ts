import { describe, expect, it } from 'vitest'
import { breakpointForWidth, breakpointFromMedia, isBreakpointName } from './breakpoints.ts'

describe('breakpointForWidth', () => {
  const rows: [string, { given: number; want: string }][] = [
    ['narrower than the smallest phone', { given: 280, want: 'mobile' }],
    ['mobile at 320', { given: 320, want: 'mobile' }],
    ['mobile just under 375', { given: 374, want: 'mobile' }],
    ['mobileMedium at 375', { given: 375, want: 'mobileMedium' }],
    ['mobileMedium just under 425', { given: 424, want: 'mobileMedium' }],
    ['mobileWide at 425', { given: 425, want: 'mobileWide' }],
    ['mobileWide just under 768', { given: 767, want: 'mobileWide' }],
    ['tablet at 768', { given: 768, want: 'tablet' }],
    ['tablet just under 1024', { given: 1023, want: 'tablet' }],
    ['desktop at 1024', { given: 1024, want: 'desktop' }],
    ['desktop just under 1280', { given: 1279, want: 'desktop' }],
    ['desktopMedium at 1280', { given: 1280, want: 'desktopMedium' }],
    ['desktopMedium just under 1600', { given: 1599, want: 'desktopMedium' }],
    ['desktopWide at 1600', { given: 1600, want: 'desktopWide' }],
    ['desktopWide on a 4K screen', { given: 3840, want: 'desktopWide' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(breakpointForWidth(given)).toBe(want)
  })
})

describe('breakpointFromMedia', () => {
  it('asks media queries and takes the widest that matches', () => {
    const asked: string[] = []
    const name = breakpointFromMedia((query) => {
      asked.push(query)
      return query === '(min-width: 768px)' || query === '(min-width: 320px)'
    })
    expect(name).toBe('tablet')
    expect(asked[0]).toBe('(min-width: 1600px)')
  })

  it('asks down to a 320 px phone, and calls a screen that matches none mobile', () => {
    const asked: string[] = []
    const name = breakpointFromMedia((query) => {
      asked.push(query)
      return false
    })
    expect(name).toBe('mobile')
    expect(asked.at(-1)).toBe('(min-width: 320px)')
  })
})

describe('isBreakpointName', () => {
  const rows: [string, { given: unknown; want: boolean }][] = [
    ['a known name', { given: 'tablet', want: true }],
    ['an unknown name from an old cookie', { given: 'phablet', want: false }],
    ['an inherited property name', { given: 'toString', want: false }],
    ['no value', { given: undefined, want: false }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(isBreakpointName(given)).toBe(want)
  })
})
