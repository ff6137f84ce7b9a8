import type { MockBackend } from '../../backend.ts'
import type { BankAccount } from '../../models/player-records.ts'
import { bankOptions } from '../../seed/cashier-config.ts'
import type { Owner } from '../../wallet/ledger.ts'
import { refusal } from '../../wallet/refusal.ts'
import { bankAccountsOf, maskAccountNumber } from '../../wallet/withdrawals.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { success } from '../envelope.ts'
import { moneyCall, refused } from './provisional-common.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

function accountsView(backend: MockBackend, owner: Owner): Schema<'BankAccount'>[] {
  const names = new Map(
    bankOptions(backend.tenantByHost(owner.domain_name)!).map((b) => [b.bank_code, b.bank_name]),
  )
  return bankAccountsOf(backend, owner).map((a) => ({
    bank_account_id: a.bank_account_id,
    bank_code: a.bank_code,
    bank_name: names.get(a.bank_code) ?? a.bank_code,
    account_name: a.account_name,
    account_number: maskAccountNumber(a.account_number),
    is_default: a.is_default,
  }))
}

async function makeDefault(
  backend: MockBackend,
  accounts: BankAccount[],
  id: number | undefined,
): Promise<void> {
  for (const account of accounts) {
    const is_default = account.bank_account_id === id
    if (account.is_default !== is_default) {
      await backend.tables.bank_accounts.update(String(account.bank_account_id), (draft) => {
        draft.is_default = is_default
      })
    }
  }
}

/** `/api/bank/options`: the banks of the tenant. */
const options: ApiRoute<'/api/bank/options'> = (context) => {
  const tenant = tenantOf(context)
  return isFailure(tenant) ? tenant : success({ value: bankOptions(tenant) })
}

/** `/api/bank/accounts`: the player's accounts, the default first. */
const accounts: ApiRoute<'/api/bank/accounts'> = (context) =>
  moneyCall(context, ({ owner }) => success({ value: accountsView(context.backend, owner) }))

/** `/api/bank/add_account`: a new account; the first one becomes the default. */
const addAccount: ApiRoute<'/api/bank/add_account'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const { backend, body, path } = context
    if (
      !bankOptions(backend.tenantByHost(owner.domain_name)!).some(
        (b) => b.bank_code === body.bank_code,
      )
    ) {
      return refused(path, refusal('notFound', `No bank "${body.bank_code}" on this site.`))
    }
    const table = backend.tables.bank_accounts
    await table.insert({
      bank_account_id: table.nextSerial(),
      ...owner,
      bank_code: body.bank_code,
      account_name: body.account_name,
      account_number: body.account_number,
      is_default: bankAccountsOf(backend, owner).length === 0,
      created_at: backend.clock.now(),
    })
    return success({ value: accountsView(backend, owner) })
  })

function ownAccount(backend: MockBackend, owner: Owner, id: number): BankAccount | undefined {
  return bankAccountsOf(backend, owner).find((a) => a.bank_account_id === id)
}

/** `/api/bank/remove_account`: if it was the default, the oldest remaining account becomes it. */
const removeAccount: ApiRoute<'/api/bank/remove_account'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const { backend, body, path } = context
    const account = ownAccount(backend, owner, body.bank_account_id)
    if (!account)
      return refused(
        path,
        refusal('notFound', `No bank account ${body.bank_account_id} for this player.`),
      )
    backend.tables.bank_accounts.delete(String(account.bank_account_id))
    const rest = bankAccountsOf(backend, owner)
    if (account.is_default && rest.length > 0)
      await makeDefault(backend, rest, Math.min(...rest.map((a) => a.bank_account_id)))
    return success({ value: accountsView(backend, owner) })
  })

/** `/api/bank/set_default`: withdrawals go to this account when none is named. */
const setDefault: ApiRoute<'/api/bank/set_default'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const { backend, body, path } = context
    if (!ownAccount(backend, owner, body.bank_account_id))
      return refused(
        path,
        refusal('notFound', `No bank account ${body.bank_account_id} for this player.`),
      )
    await makeDefault(backend, bankAccountsOf(backend, owner), body.bank_account_id)
    return success({ value: accountsView(backend, owner) })
  })

/** Routes of the `provisional-bank` tag. */
export const provisionalBankRoutes: ApiRoutes = {
  '/api/bank/options': options,
  '/api/bank/accounts': accounts,
  '/api/bank/add_account': addAccount,
  '/api/bank/remove_account': removeAccount,
  '/api/bank/set_default': setDefault,
}
