import type { BankAccount } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'

type Props = { account: BankAccount; busy: boolean; onRemove: () => void; onSetDefault: () => void }

export function BankAccountCard({ account, busy, onRemove, onSetDefault }: Props) {
  const { t } = useTranslation()
  const name = `${account.bank_name} ${account.account_number}`
  return (
    <li className="bank-card" aria-label={name}>
      <div className="bank-card__head">
        <strong>{account.bank_name}</strong>
        {account.is_default && <span className="bank-card__default">{t('bank.default')}</span>}
      </div>
      <p>{account.account_name}</p>
      <p className="bank-card__number">{account.account_number}</p>
      <div className="bank-card__actions">
        {!account.is_default && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={onSetDefault}
            aria-label={t('bank.setDefaultOf', { account: name })}
          >
            {t('bank.setDefault')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('bank.removeOf', { account: name })}
        >
          {t('bank.remove')}
        </button>
      </div>
    </li>
  )
}
