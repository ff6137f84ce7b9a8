import type { BankAccount, BankOption } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { playerBody, tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type NewBankAccount = { bank_code: string; account_name: string; account_number: string }

export type BankCalls = {
  options: () => Promise<Outcome<BankOption[]>>
  accounts: () => Promise<Outcome<BankAccount[]>>
  add: (account: NewBankAccount) => Promise<Outcome<BankAccount[]>>
  remove: (bankAccountId: number) => Promise<Outcome<BankAccount[]>>
  setDefault: (bankAccountId: number) => Promise<Outcome<BankAccount[]>>
}

const accountsOf = (success: { value: BankAccount[] }) => success.value

export const bankCalls: BankCalls = {
  options: async () =>
    outcomeOf(await api().post('/api/bank/options', tenantBody()), (success) => success.value),
  accounts: async () => outcomeOf(await api().post('/api/bank/accounts', playerBody()), accountsOf),
  add: async (account) =>
    outcomeOf(
      await api().post('/api/bank/add_account', { ...playerBody(), ...account }),
      accountsOf,
    ),
  remove: async (id) =>
    outcomeOf(
      await api().post('/api/bank/remove_account', { ...playerBody(), bank_account_id: id }),
      accountsOf,
    ),
  setDefault: async (id) =>
    outcomeOf(
      await api().post('/api/bank/set_default', { ...playerBody(), bank_account_id: id }),
      accountsOf,
    ),
}
