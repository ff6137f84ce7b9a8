import { describe, expect, it } from 'vitest'
import { isSecurePage, readCookie, serializeCookie, writeCookie } from './cookies.ts'

describe('serializeCookie', () => {
  const rows: [string, { given: Parameters<typeof serializeCookie>; want: string }][] = [
    ['session cookie on http', { given: ['clientDomain', 'casino.ph'], want: 'clientDomain=casino.ph; Path=/; SameSite=Lax' }],
    [
      'secure cookie on https',
      { given: ['clientDomain', 'casino.ph', { secure: true }], want: 'clientDomain=casino.ph; Path=/; SameSite=Lax; Secure' },
    ],
    [
      'viewport cookie for 365 days',
      { given: ['viewport', 'tablet', { maxAgeDays: 365 }], want: 'viewport=tablet; Path=/; SameSite=Lax; Max-Age=31536000' },
    ],
    ['value with separators is encoded', { given: ['note', 'a;b c'], want: 'note=a%3Bb%20c; Path=/; SameSite=Lax' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(serializeCookie(...given)).toBe(want)
  })
})

describe('readCookie', () => {
  const header = '_fbp=fb.1.1700000000.123; viewport=tablet; note=a%3Bb'
  const rows: [string, { given: string; want: string | null }][] = [
    ['the Facebook pixel cookie', { given: '_fbp', want: 'fb.1.1700000000.123' }],
    ['a cookie in the middle', { given: 'viewport', want: 'tablet' }],
    ['an encoded value', { given: 'note', want: 'a;b' }],
    ['a missing cookie', { given: 'clientDomain', want: null }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(readCookie(given, header)).toBe(want)
  })
})

describe('isSecurePage', () => {
  it.each([
    ['https', { given: 'https:', want: true }],
    ['http dev server', { given: 'http:', want: false }],
  ] as const)('%s', (_, { given, want }) => {
    expect(isSecurePage({ protocol: given })).toBe(want)
  })
})

describe('writeCookie', () => {
  it('writes a cookie the page can read back', () => {
    writeCookie('viewport', 'mobile', { maxAgeDays: 365 })
    expect(readCookie('viewport')).toBe('mobile')
  })
})
