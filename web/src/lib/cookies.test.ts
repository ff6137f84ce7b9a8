import { describe, expect, it } from 'vitest'
import { isSecurePage, readCookie, serializeCookie, writeCookie } from './cookies.ts'

describe('serializeCookie', () => {
  const rows: [string, { given: Parameters<typeof serializeCookie>; want: string }][] = [
    [
      'session cookie on http',
      {
        given: ['clientDomain', 'casino.ph'],
        want: 'clientDomain=casino.ph; Path=/; SameSite=Lax',
      },
    ],
    [
      'secure cookie on https',
      {
        given: ['clientDomain', 'casino.ph', { secure: true }],
        want: 'clientDomain=casino.ph; Path=/; SameSite=Lax; Secure',
      },
    ],
    [
      'viewport cookie for 365 days',
      {
        given: ['viewport', 'tablet', { maxAgeDays: 365 }],
        want: 'viewport=tablet; Path=/; SameSite=Lax; Max-Age=31536000',
      },
    ],
    [
      'value with separators is encoded',
      { given: ['note', 'a;b c'], want: 'note=a%3Bb%20c; Path=/; SameSite=Lax' },
    ],
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
    ['https', { protocol: 'https:', secureContext: false, want: true }],
    [
      'http://casino1.localhost, a secure context in Chromium',
      { protocol: 'http:', secureContext: true, want: true },
    ],
    ['plain http on a LAN address', { protocol: 'http:', secureContext: false, want: false }],
  ] as const)('%s', (_, { protocol, secureContext, want }) => {
    expect(isSecurePage({ protocol }, secureContext)).toBe(want)
  })
})

describe('writeCookie', () => {
  it('writes a cookie the page can read back', () => {
    writeCookie('viewport', 'mobile', { maxAgeDays: 365 })
    expect(readCookie('viewport')).toBe('mobile')
  })

  it('marks it Secure in a secure context, and writes it plain where the browser drops Secure on http', () => {
    const written: string[] = []
    let jar = ''
    const fakeDocument = (keepsSecure: boolean) =>
      ({
        location: { protocol: 'http:' },
        defaultView: { isSecureContext: true },
        get cookie() {
          return jar
        },
        set cookie(line: string) {
          written.push(line)
          if (keepsSecure || !line.includes('Secure')) jar = line.split(';')[0]!
        },
      }) as unknown as Document
    writeCookie('clientDomain', 'localhost', {}, fakeDocument(true))
    expect(written).toEqual(['clientDomain=localhost; Path=/; SameSite=Lax; Secure'])
    written.length = 0
    jar = ''
    writeCookie('clientDomain', 'localhost', {}, fakeDocument(false))
    expect(written).toEqual([
      'clientDomain=localhost; Path=/; SameSite=Lax; Secure',
      'clientDomain=localhost; Path=/; SameSite=Lax',
    ])
    expect(jar).toBe('clientDomain=localhost')
  })

  it('checks only the first write of a page: later ones take what it learnt', () => {
    const written: string[] = []
    let reads = 0
    const jar = new Map<string, string>()
    const fakeDocument = (keepsSecure: boolean) =>
      ({
        location: { protocol: 'http:' },
        defaultView: { isSecureContext: true },
        get cookie() {
          reads++
          return [...jar].map(([key, value]) => `${key}=${value}`).join('; ')
        },
        set cookie(line: string) {
          written.push(line)
          const [pair = ''] = line.split(';')
          const [key = '', value = ''] = pair.split('=')
          if (keepsSecure || !line.includes('Secure')) jar.set(key, value)
        },
      }) as unknown as Document
    const keeping = fakeDocument(true)
    writeCookie('a', '1', {}, keeping)
    writeCookie('b', '2', {}, keeping)
    expect(reads).toBe(1)
    expect(written).toEqual([
      'a=1; Path=/; SameSite=Lax; Secure',
      'b=2; Path=/; SameSite=Lax; Secure',
    ])
    written.length = 0
    reads = 0
    jar.clear()
    const dropping = fakeDocument(false)
    writeCookie('a', '1', {}, dropping)
    writeCookie('b', '2', {}, dropping)
    expect(reads).toBe(1)
    expect(written).toEqual([
      'a=1; Path=/; SameSite=Lax; Secure',
      'a=1; Path=/; SameSite=Lax',
      'b=2; Path=/; SameSite=Lax',
    ])
    expect(Object.fromEntries(jar)).toEqual({ a: '1', b: '2' })
  })
})
