import { describe, expect, it } from 'vitest'
import { referralLink } from './referral-link.ts'

describe('referralLink', () => {
  it.each([
    [
      'on the affiliate domain',
      { aff: 'aff.luckyspin.com', want: 'https://aff.luckyspin.com/register?ref=juan' },
    ],
    [
      'an affiliate domain given as a URL',
      { aff: 'https://aff.luckyspin.com/', want: 'https://aff.luckyspin.com/register?ref=juan' },
    ],
    [
      'on this site without an affiliate domain',
      { aff: '', want: 'https://casino1.example/register?ref=juan' },
    ],
  ])('%s', (_, { aff, want }) => {
    expect(referralLink('juan', aff, 'https://casino1.example')).toBe(want)
  })

  it('escapes the account id', () => {
    expect(referralLink('a&b c', '', 'https://x.example')).toBe(
      'https://x.example/register?ref=a%26b%20c',
    )
  })
})
