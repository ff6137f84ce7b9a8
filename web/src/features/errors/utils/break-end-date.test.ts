import { describe, expect, it } from 'vitest'
import { breakEndDate } from './break-end-date.ts'

const end = '2026-05-23T15:00:00Z'

describe('the end date of a refused login on a break', () => {
  it.each([
    ['timedOut', end, 'en', /May 23, 2026/],
    ['selfExcluded', end, 'zh', /2026年5月23日/],
    ['selfExcluded', end, 'fil', /2026/],
  ])('%s in %s reads as a date', (message, detail, language, want) => {
    expect(breakEndDate(message, detail, language)).toMatch(want)
  })

  it.each([
    ['another refusal', 'depositLimit', end],
    ['no detail', 'timedOut', undefined],
    ['a detail that is no date', 'timedOut', 'until later'],
  ])('is left out for %s', (_name, message, detail) => {
    expect(breakEndDate(message, detail, 'en')).toBeNull()
  })
})
