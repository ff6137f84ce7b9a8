import { describe, expect, it } from 'vitest'
import { registerErrors, type RegisterValues } from './register-rules.ts'

const good: RegisterValues = {
  accountId: 'juan2000',
  password: 'secret1',
  confirmPassword: 'secret1',
  phone: '09171234567',
  email: '',
  dateOfBirth: '1990-04-17',
}

describe('registerErrors', () => {
  const rows: [string, { given: Partial<RegisterValues>; want: Record<string, string> }][] = [
    ['a complete form without e-mail passes', { given: {}, want: {} }],
    ['a valid e-mail passes', { given: { email: 'juan@example.org' }, want: {} }],
    [
      'an invalid e-mail is refused',
      { given: { email: 'juan@example' }, want: { email: 'validation:invalidEmail' } },
    ],
    [
      'a short account id is refused',
      { given: { accountId: 'abc' }, want: { accountId: 'register.errors.accountId' } },
    ],
    [
      'an account id with symbols is refused',
      { given: { accountId: 'juan_2000' }, want: { accountId: 'register.errors.accountId' } },
    ],
    [
      'a long account id is refused',
      { given: { accountId: 'a'.repeat(17) }, want: { accountId: 'register.errors.accountId' } },
    ],
    [
      'a short password is refused',
      {
        given: { password: 'abc', confirmPassword: 'abc' },
        want: { password: 'register.errors.password' },
      },
    ],
    [
      'a different confirmation is refused',
      {
        given: { confirmPassword: 'secret2' },
        want: { confirmPassword: 'register.errors.confirmPassword' },
      },
    ],
    [
      'a phone with a plus is refused',
      { given: { phone: '+639171234567' }, want: { phone: 'register.errors.phone' } },
    ],
    [
      'a short phone is refused',
      { given: { phone: '12345' }, want: { phone: 'register.errors.phone' } },
    ],
    [
      'an empty form names every required field',
      {
        given: { accountId: '', password: '', confirmPassword: '', phone: '' },
        want: {
          accountId: 'register.errors.accountId',
          password: 'register.errors.password',
          phone: 'register.errors.phone',
        },
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(registerErrors({ ...good, ...given })).toEqual(want)
  })
})
