import { describe, expect, it } from 'vitest'
import { dateLocaleFor } from './date-locale.ts'

describe('date locale of a currency', () => {
  it.each([
    ['CN', 'zh'],
    ['EN', 'en'],
    ['PHP', 'en'],
    ['MMK', 'en'],
    ['MNT', 'en'],
    ['IDR', 'en'],
    ['XYZ', 'en'],
  ])('%s gives %s', (currency, locale) => {
    expect(dateLocaleFor(currency)).toBe(locale)
  })
})
