import { describe, expect, it } from 'vitest'
import { passwordChangeErrors } from './password-rules.ts'

describe('passwordChangeErrors', () => {
  const rows: [
    string,
    { given: { current: string; next: string; confirm: string }; want: Record<string, string> },
  ][] = [
    [
      'a good change',
      { given: { current: 'demo1234', next: 'newpass1', confirm: 'newpass1' }, want: {} },
    ],
    [
      'the old password is required',
      {
        given: { current: '', next: 'newpass1', confirm: 'newpass1' },
        want: { current: 'account.errors.currentRequired' },
      },
    ],
    [
      'a short new password',
      {
        given: { current: 'demo1234', next: 'abc', confirm: 'abc' },
        want: { next: 'account.errors.newTooShort' },
      },
    ],
    [
      'the same password again',
      {
        given: { current: 'demo1234', next: 'demo1234', confirm: 'demo1234' },
        want: { next: 'account.errors.newSameAsOld' },
      },
    ],
    [
      'a different confirmation',
      {
        given: { current: 'demo1234', next: 'newpass1', confirm: 'newpass2' },
        want: { confirm: 'account.errors.confirmMismatch' },
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(passwordChangeErrors(given)).toEqual(want)
  })
})
