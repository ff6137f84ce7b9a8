import './wallet.css'
import type { BankAccount, WithdrawalInfo } from '@playfront/contract/types'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { WalletCalls } from '../api/wallet-calls.ts'
import { useWithdrawalFlow } from '../hooks/use-withdrawal-flow.ts'
import { minusFee } from '../utils/amount-rules.ts'
import { AmountForm } from './amount-form.tsx'
import { BankAccountSelect } from './bank-account-select.tsx'
import { WithdrawalConfirm } from './withdrawal-confirm.tsx'
import { WithdrawalLimits } from './withdrawal-limits.tsx'
import { WithdrawalPending } from './withdrawal-pending.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Props = {
  info: WithdrawalInfo
  accounts: BankAccount[]
  calls: WalletCalls
  refreshBalance: () => void
  reloadInfo: () => void
  historyLink: ReactNode
  verificationLink: ReactNode
}

/** Limits, amount and bank account, confirmation with fee and payout, then the pending withdrawal. */
export function WithdrawalWizard({
  info,
  accounts,
  calls,
  refreshBalance,
  reloadInfo,
  historyLink,
  verificationLink,
}: Props) {
  const { money } = useSiteFormat()
  const { t } = useTranslation()
  const [state, actions] = useWithdrawalFlow(calls, refreshBalance, reloadInfo)
  const [accountId, setAccountId] = useState(
    () => (accounts.find((account) => account.is_default) ?? accounts[0])?.bank_account_id ?? 0,
  )
  const account = accounts.find((candidate) => candidate.bank_account_id === accountId)
  if (state.step === 'pending')
    return <WithdrawalPending withdrawal={state.withdrawal} onAgain={actions.restart} />
  if (state.step !== 'amount')
    return (
      <WithdrawalConfirm
        state={state}
        actions={actions}
        account={account}
        historyLink={historyLink}
        verificationLink={verificationLink}
      />
    )
  const available = Math.min(info.withdrawable, info.game_balance)
  return (
    <>
      <WithdrawalLimits info={info} />
      <h2>{t('wallet.withdrawal.amountTitle')}</h2>
      {available < info.min_amount && (
        <p className="wallet-note">
          {t('wallet.withdrawal.notEnough', { min: money(info.min_amount) })}
        </p>
      )}
      <BankAccountSelect accounts={accounts} value={accountId} onChange={setAccountId} />
      <AmountForm
        limits={{ min: info.min_amount, max: info.max_amount, available }}
        onSubmit={(amount) =>
          actions.review({
            amount,
            fee: info.fee,
            payout: minusFee(amount, info.fee),
            bankAccountId: accountId,
          })
        }
      />
    </>
  )
}
