import { describe, expect, it } from 'vitest'
import { termsBody } from './terms-body.ts'

const terms = {
  en_body: '<p>Rules</p>',
  local_body: '<p>Mga tuntunin</p>',
  status: true,
  updated_date: '2025-01-01T00:00:00Z',
}

describe('termsBody', () => {
  it.each([
    ['English on an English page', terms, 'en', '<p>Rules</p>'],
    ['the local body on a Filipino page', terms, 'fil', '<p>Mga tuntunin</p>'],
    ['English when the local body is empty', { ...terms, local_body: ' ' }, 'zh', '<p>Rules</p>'],
    ['nothing when the tenant switched the page off', { ...terms, status: false }, 'en', null],
  ])('%s', (_, given, language, want) => {
    expect(termsBody(given, language)).toBe(want)
  })
})
