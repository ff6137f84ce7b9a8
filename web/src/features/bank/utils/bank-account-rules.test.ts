import { describe, expect, it } from 'vitest'
import { bankAccountErrors } from './bank-account-rules.ts'

describe('bankAccountErrors', () => {
  const good = { bank_code: 'BDO', account_name: 'Juan Dela Cruz', account_number: '001234567890' }
  it.each([
    ['a complete account', good, {}],
    ['no bank', { ...good, bank_code: '' }, { bank_code: 'bank.errors.bankRequired' }],
    ['a blank name', { ...good, account_name: '  ' }, { account_name: 'bank.errors.nameRequired' }],
    [
      'a short number',
      { ...good, account_number: '12345' },
      { account_number: 'bank.errors.numberLength' },
    ],
    [
      'a number too long',
      { ...good, account_number: '1'.repeat(21) },
      { account_number: 'bank.errors.numberLength' },
    ],
  ])('%s', (_, given, want) => {
    expect(bankAccountErrors(given)).toEqual(want)
  })
})
