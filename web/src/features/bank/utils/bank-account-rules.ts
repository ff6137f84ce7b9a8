import type { NewBankAccount } from '../api/bank-calls.ts'

export type BankFieldErrors = Partial<Record<keyof NewBankAccount, string>>

/** The name is already letters and spaces and the number digits (filtered inputs); what is left is presence and length. */
export function bankAccountErrors({
  bank_code,
  account_name,
  account_number,
}: NewBankAccount): BankFieldErrors {
  const errors: BankFieldErrors = {}
  if (!bank_code) errors.bank_code = 'bank.errors.bankRequired'
  if (account_name.trim().length < 2) errors.account_name = 'bank.errors.nameRequired'
  if (!/^\d{6,20}$/.test(account_number)) errors.account_number = 'bank.errors.numberLength'
  return errors
}
