import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DepositActions } from '../hooks/use-deposit-flow.ts'
import type { DepositState } from '../utils/deposit-flow.ts'
import { RefusedLimitNote } from './refused-limit-note.tsx'
import { SummaryList } from './summary-list.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Attempting = Extract<DepositState, { step: 'confirm' | 'submitting' | 'failed' }>
type Props = {
  state: Attempting
  actions: DepositActions
  historyLink: ReactNode
}

/** The check before sending, and what a failed send leaves the player to do. */
export function DepositConfirm({ state, actions, historyLink }: Props) {
  const { money } = useSiteFormat()
  const { t } = useTranslation()
  const busy = state.step === 'submitting'
  const rows = [
    { label: t('wallet.channel'), value: state.channel.channel_name },
    { label: t('wallet.amount'), value: money(state.amount) },
  ]
  return (
    <div className="wallet-confirm">
      <h2>
        {t(state.step === 'failed' ? 'wallet.deposit.failedTitle' : 'wallet.deposit.confirmTitle')}
      </h2>
      <SummaryList rows={rows} />
      {state.step === 'failed' && (
        <div role="alert" className="wallet-note wallet-note--failed">
          <p>{t(`errors:${state.message}`, { defaultValue: t('errors:unknownError') })}</p>
          {state.limit && <RefusedLimitNote limit={state.limit} />}
          {!state.definite && (
            <p>
              {t('wallet.deposit.unknownOutcome')} {historyLink}
            </p>
          )}
        </div>
      )}
      <div className="wallet-actions">
        {state.step === 'confirm' && (
          <button type="button" className="button button--ghost" onClick={actions.back}>
            {t('wallet.back')}
          </button>
        )}
        {state.step === 'failed' && state.definite && (
          <button type="button" className="button button--ghost" onClick={actions.back}>
            {t('wallet.changeAmount')}
          </button>
        )}
        {state.step === 'failed' && (
          <button type="button" className="button button--ghost" onClick={actions.restart}>
            {t('wallet.startOver')}
          </button>
        )}
        {state.step === 'failed' && !state.definite ? (
          <button type="button" className="button button--primary" onClick={actions.retry}>
            {t('retry')}
          </button>
        ) : (
          state.step !== 'failed' && (
            <button
              type="button"
              className="button button--primary"
              onClick={actions.submit}
              disabled={busy}
              aria-busy={busy}
            >
              {t(busy ? 'submitting' : 'wallet.deposit.confirm')}
            </button>
          )
        )}
      </div>
    </div>
  )
}
