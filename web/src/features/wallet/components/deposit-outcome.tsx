import { useTranslation } from 'react-i18next'
import type { DepositState } from '../utils/deposit-flow.ts'
import type { DepositActions } from '../hooks/use-deposit-flow.ts'
import { SummaryList } from './summary-list.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Settled = Extract<DepositState, { step: 'pending' | 'done' | 'rejected' }>
type Props = {
  state: Settled
  actions: DepositActions
}

/** Where a created deposit stands: pending (checked every few seconds and on demand), approved or rejected. */
export function DepositOutcome({ state, actions }: Props) {
  const { money, date } = useSiteFormat()
  const { t } = useTranslation()
  const { deposit } = state
  const rows = [
    { label: t('wallet.depositId'), value: String(deposit.deposit_id) },
    { label: t('wallet.amount'), value: money(deposit.amount) },
    { label: t('wallet.status'), value: t(`wallet.statuses.${deposit.status}`) },
    { label: t('wallet.created'), value: date(deposit.created_date) },
  ]
  return (
    <div className={`wallet-outcome wallet-outcome--${state.step}`}>
      <h2>{t(`wallet.deposit.${state.step}Title`)}</h2>
      <p role="status">
        {t(`wallet.deposit.${state.step}Body`, { amount: money(deposit.amount) })}
      </p>
      <SummaryList rows={rows} />
      {state.step === 'pending' ? (
        <>
          {state.checkFailed && <p className="wallet-note">{t('wallet.deposit.checkFailed')}</p>}
          <button
            type="button"
            className="button button--ghost"
            onClick={actions.check}
            disabled={state.checking}
            aria-busy={state.checking}
          >
            {t(state.checking ? 'wallet.checking' : 'wallet.deposit.check')}
          </button>
        </>
      ) : (
        <button type="button" className="button button--primary" onClick={actions.restart}>
          {t('wallet.deposit.again')}
        </button>
      )}
    </div>
  )
}
