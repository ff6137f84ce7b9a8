import { describe, expect, it } from 'vitest'
import { ageOn, dateOfBirthError } from './age-rules.ts'

const today = new Date('2026-11-23T10:00:00Z')

describe('the age of a date of birth', () => {
  it.each([
    ['born on this day 21 years ago', '2005-11-23', 21],
    ['21 tomorrow', '2005-11-24', 20],
    ['21 yesterday', '2005-11-22', 21],
    ['born on 29 February', '2004-02-29', 22],
    ['born today', '2026-11-23', 0],
    ['born tomorrow', '2026-11-24', null],
    ['a day that does not exist', '2005-02-30', null],
    ['not a date', '23/11/2005', null],
    ['empty', '', null],
  ] as const)('%s: %s', (_case, given, want) => {
    expect(ageOn(given, today)).toBe(want)
  })
})

describe('the date of birth at signup', () => {
  it.each([
    ['old enough for 21', '1990-04-17', 21, null],
    ['exactly 21 today', '2005-11-23', 21, null],
    [
      '20 where 21 is needed',
      '2005-11-24',
      21,
      { key: 'accountSafety.signup.underAge', values: { age: 21 } },
    ],
    ['19 where 18 is enough', '2007-01-01', 18, null],
    [
      '17 where 18 is needed',
      '2009-01-01',
      18,
      { key: 'accountSafety.signup.underAge', values: { age: 18 } },
    ],
    ['left empty', '', 21, { key: 'accountSafety.signup.dateOfBirthInvalid' }],
  ] as const)('%s', (_case, given, minAge, want) => {
    expect(dateOfBirthError(given, minAge, today)).toEqual(want)
  })
})
