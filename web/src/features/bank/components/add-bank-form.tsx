import type { BankOption } from '@playfront/contract/types'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field.tsx'
import { alphabetOnlyProps, strictNumberProps } from '../../../lib/filtered-input-props.ts'
import type { BankCalls, NewBankAccount } from '../api/bank-calls.ts'
import { bankAccountErrors } from '../utils/bank-account-rules.ts'
import './bank.css'

type Props = {
  banks: BankOption[]
  add: BankCalls['add']
  onAdded: () => void
}

/** The account name takes letters and spaces only and the number digits only, as the bank needs them. */
export function AddBankForm({ banks, add, onAdded }: Props) {
  const { t } = useTranslation()
  const bankId = useId()
  const [account, setAccount] = useState<NewBankAccount>({
    bank_code: '',
    account_name: '',
    account_number: '',
  })
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const errors = shown ? bankAccountErrors(account) : {}
  const set = (field: keyof NewBankAccount) => (value: string) =>
    setAccount((before) => ({ ...before, [field]: value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || Object.keys(bankAccountErrors(account)).length > 0) return
    setBusy(true)
    const outcome = await add({ ...account, account_name: account.account_name.trim() })
    setBusy(false)
    if (outcome.ok) onAdded()
  }
  return (
    <form className="form bank-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={bankId}>{t('bank.bank')}</label>
        <select
          id={bankId}
          value={account.bank_code}
          onChange={(event) => set('bank_code')(event.target.value)}
          aria-invalid={errors.bank_code ? true : undefined}
          aria-describedby={errors.bank_code ? `${bankId}-error` : undefined}
        >
          <option value="">{t('bank.chooseBank')}</option>
          {banks.map((bank) => (
            <option key={bank.bank_code} value={bank.bank_code}>
              {bank.bank_name}
            </option>
          ))}
        </select>
        {errors.bank_code && (
          <small id={`${bankId}-error`} className="field__error">
            {t(errors.bank_code)}
          </small>
        )}
      </div>
      <FormField
        label={t('bank.accountName')}
        hint={t('validation:lettersOnly')}
        error={errors.account_name}
        autoComplete="name"
        {...alphabetOnlyProps(account.account_name, set('account_name'))}
      />
      <FormField
        label={t('bank.accountNumber')}
        hint={t('validation:digitsOnly')}
        error={errors.account_number}
        autoComplete="off"
        {...strictNumberProps(account.account_number, set('account_number'))}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t(busy ? 'submitting' : 'bank.add')}
      </button>
    </form>
  )
}
