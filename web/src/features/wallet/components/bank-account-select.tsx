import type { BankAccount } from '@playfront/contract/types'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

type Props = { accounts: BankAccount[]; value: number; onChange: (bankAccountId: number) => void }

export const accountLabel = (account: BankAccount) =>
  `${account.bank_name} · ${account.account_name} · ${account.account_number}`

export function BankAccountSelect({ accounts, value, onChange }: Props) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{t('wallet.withdrawal.toAccount')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {accounts.map((account) => (
          <option key={account.bank_account_id} value={account.bank_account_id}>
            {accountLabel(account)}
          </option>
        ))}
      </select>
    </div>
  )
}
