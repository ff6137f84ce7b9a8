import type { BankAccount } from '@playfront/contract/types'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import type { BankCalls } from '../api/bank-calls.ts'
import { BankAccountCard } from './bank-account-card.tsx'
import './bank.css'

type Props = { initial: BankAccount[]; calls: Pick<BankCalls, 'remove' | 'setDefault'> }

/** The player's accounts; each change answers the whole list, which replaces the shown one. */
export function BankAccountList({ initial, calls }: Props) {
  const { t } = useTranslation()
  const [accounts, setAccounts] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<BankAccount | null>(null)
  const change = async (call: () => ReturnType<BankCalls['remove']>) => {
    setBusy(true)
    const outcome = await call()
    setBusy(false)
    if (outcome.ok) setAccounts(outcome.value)
  }
  const confirmRemove = () => {
    if (!removing || busy) return
    const id = removing.bank_account_id
    setRemoving(null)
    void change(() => calls.remove(id))
  }
  if (accounts.length === 0) return <p className="load-state">{t('bank.none')}</p>
  return (
    <>
      <ul className="bank-list" aria-label={t('bank.accounts')}>
        {accounts.map((account) => (
          <BankAccountCard
            key={account.bank_account_id}
            account={account}
            busy={busy}
            onRemove={() => setRemoving(account)}
            onSetDefault={() => void change(() => calls.setDefault(account.bank_account_id))}
          />
        ))}
      </ul>
      {removing && (
        <Dialog
          title={t('bank.removeTitle')}
          closeLabel={t('close')}
          onClose={() => setRemoving(null)}
          tone="danger"
        >
          <p>
            {t('bank.removeBody', { account: `${removing.bank_name} ${removing.account_number}` })}
          </p>
          <div className="bank-card__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setRemoving(null)}
            >
              {t('bank.keep')}
            </button>
            <button type="button" className="button button--primary" onClick={confirmRemove}>
              {t('bank.confirmRemove')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  )
}
