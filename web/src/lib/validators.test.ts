import { describe, expect, it } from 'vitest'
import { validateEmail, validateUrl } from './validators.ts'

describe('validateEmail', () => {
  const rows: [string, { given: string; want: string | null }][] = [
    ['a usual address', { given: 'player@luckyspin.com', want: null }],
    ['a sub-domain address', { given: 'juan.cruz@mail.luckyspin.com.ph', want: null }],
    ['surrounding spaces are forgiven', { given: ' player@luckyspin.com ', want: null }],
    ['no at sign', { given: 'player.luckyspin.com', want: 'validation:invalidEmail' }],
    ['no domain dot', { given: 'player@luckyspin', want: 'validation:invalidEmail' }],
    ['a space inside', { given: 'pla yer@luckyspin.com', want: 'validation:invalidEmail' }],
    ['empty', { given: '', want: 'validation:invalidEmail' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(validateEmail(given)).toBe(want)
  })
})

describe('validateUrl', () => {
  const rows: [string, { given: string; want: string | null }][] = [
    ['https address', { given: 'https://luckyspin.com/promo', want: null }],
    ['http address', { given: 'http://luckyspin.com', want: null }],
    ['no scheme', { given: 'luckyspin.com', want: 'validation:invalidUrl' }],
    ['a script url', { given: 'javascript:alert(1)', want: 'validation:invalidUrl' }],
    ['a host without a dot', { given: 'https://luckyspin', want: 'validation:invalidUrl' }],
    ['empty', { given: '', want: 'validation:invalidUrl' }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(validateUrl(given)).toBe(want)
  })
})
