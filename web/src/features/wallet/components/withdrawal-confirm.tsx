import { refusalMessages } from '@playfront/contract/catalogue'
import type { BankAccount } from '@playfront/contract/types'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { WithdrawalActions } from '../hooks/use-withdrawal-flow.ts'
import type { WithdrawalState } from '../utils/withdrawal-flow.ts'
import { accountLabel } from './bank-account-select.tsx'
import { SummaryList } from './summary-list.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Ordered = Extract<WithdrawalState, { step: 'confirm' | 'submitting' | 'failed' }>
type Props = {
  state: Ordered
  actions: WithdrawalActions
  account?: BankAccount
  historyLink: ReactNode
  verificationLink: ReactNode
}

/** Amount, fee and what reaches the bank, before sending; and what a failed send leaves to do. */
export function WithdrawalConfirm({
  state,
  actions,
  account,
  historyLink,
  verificationLink,
}: Props) {
  const { money } = useSiteFormat()
  const { t } = useTranslation()
  const busy = state.step === 'submitting'
  const failed = state.step === 'failed' ? state : null
  return (
    <div className="wallet-confirm">
      <h2>{t(failed ? 'wallet.withdrawal.failedTitle' : 'wallet.withdrawal.confirmTitle')}</h2>
      <SummaryList
        rows={[
          { label: t('wallet.amount'), value: money(state.amount) },
          { label: t('wallet.fee'), value: money(state.fee) },
          { label: t('wallet.withdrawal.payout'), value: money(state.payout) },
          { label: t('wallet.withdrawal.toAccount'), value: account ? accountLabel(account) : '' },
        ]}
      />
      {failed && (
        <div role="alert" className="wallet-note wallet-note--failed">
          {failed.message === refusalMessages.identityNotVerified ? (
            <p>
              {t('accountSafety.withdrawal.identityNeeded')} {verificationLink}
            </p>
          ) : (
            <p>{t(`errors:${failed.message}`, { defaultValue: t('errors:unknownError') })}</p>
          )}
          {!failed.definite && (
            <p>
              {t('wallet.withdrawal.unknownOutcome')} {historyLink}
            </p>
          )}
        </div>
      )}
      <div className="wallet-actions">
        {failed ? (
          <>
            {failed.definite && (
              <button type="button" className="button button--ghost" onClick={actions.back}>
                {t('wallet.changeAmount')}
              </button>
            )}
            <button type="button" className="button button--primary" onClick={actions.restart}>
              {t('wallet.startOver')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={actions.back}
              disabled={busy}
            >
              {t('wallet.back')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={actions.submit}
              disabled={busy}
              aria-busy={busy}
            >
              {t(busy ? 'submitting' : 'wallet.withdrawal.confirm')}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
