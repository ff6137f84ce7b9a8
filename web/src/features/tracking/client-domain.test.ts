import { describe, expect, it } from 'vitest'
import { clientDomain, hostState, productDomain } from './client-domain.ts'

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
  const rows: [string, { given: string; want: string }][] = [
    ['defaults to the last two labels', { given: 'www.luckyspin.com', want: 'luckyspin.com' }],
    [
      'a .com.ph host gets the product domain',
      { given: 'www.luckyspin.com.ph', want: productDomain },
    ],
    ['a bare .com.ph host too', { given: 'luckyspin.com.ph', want: productDomain }],
    ['.ph without .com keeps its labels', { given: 'www.luckyspin.ph', want: 'luckyspin.ph' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(hostState(given)).toBe(want)
  })
})
