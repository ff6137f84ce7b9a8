import { afterEach, describe, expect, it } from 'vitest'
import { setBootData, type BootData } from '../../lib/boot-data.ts'
import { clientDomain, hostState } from './client-domain.ts'
import { clientDomainCookie, rememberClientDomain } from './client-domain-cookie.ts'

describe('clientDomain', () => {
  const rows: [string, { given: string; want: string }][] = [
    ['www host keeps the last two labels', { given: 'www.luckyspin.com', want: 'luckyspin.com' }],
    ['deep host', { given: 'm.play.luckyspin.net', want: 'luckyspin.net' }],
    ['two labels stay as they are', { given: 'luckyspin.com', want: 'luckyspin.com' }],
    ['dev tenant on localhost', { given: 'casino3.localhost', want: 'casino3.localhost' }],
    ['plain localhost', { given: 'localhost', want: 'localhost' }],
    ['an IPv4 address is not cut', { given: '127.0.0.1', want: '127.0.0.1' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(clientDomain(given)).toBe(want)
  })
})

describe('hostState', () => {
  const product = 'brand.example'
  const rows: [string, { given: [string, string?]; want: string }][] = [
    [
      'defaults to the last two labels',
      { given: ['www.luckyspin.com', product], want: 'luckyspin.com' },
    ],
    [
      'a .com.ph host gets the product domain',
      { given: ['www.luckyspin.com.ph', product], want: product },
    ],
    ['a bare .com.ph host too', { given: ['luckyspin.com.ph', product], want: product }],
    [
      'a .com.ph host with no product domain configured keeps its own domain',
      { given: ['www.luckyspin.com.ph'], want: 'luckyspin.com.ph' },
    ],
    [
      '.ph without .com keeps its labels',
      { given: ['www.luckyspin.ph', product], want: 'luckyspin.ph' },
    ],
  ]
  it.each(rows)('%s', (_, { given: [host, configured], want }) => {
    expect(hostState(host, configured)).toBe(want)
  })
})

describe('the clientDomain cookie', () => {
  afterEach(() => setBootData(undefined as unknown as BootData))

  /** A page at `url` whose cookies the test reads. */
  function pageAt(url: string): Document {
    let jar = ''
    return {
      location: new URL(url),
      defaultView: { isSecureContext: true },
      get cookie() {
        return jar
      },
      set cookie(value: string) {
        jar = value.split(';')[0] ?? ''
      },
    } as unknown as Document
  }

  it.each([
    ['holds the last two labels of the host', 'https://www.luckyspin.com/', 'luckyspin.com'],
    [
      'holds the configured product domain on a .com.ph host',
      'https://m.luckyspin.com.ph/',
      'brand.example',
    ],
  ])('%s', (_, url, want) => {
    setBootData({ config: { apiBaseUrl: '', productDomain: 'brand.example' } } as BootData)
    const doc = pageAt(url)
    expect(rememberClientDomain(doc)).toBe(want)
    expect(doc.cookie).toBe(`${clientDomainCookie}=${want}`)
  })
})
