import type { Withdrawal } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { SummaryList } from './summary-list.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Props = {
  withdrawal: Withdrawal
  onAgain: () => void
}

export function WithdrawalPending({ withdrawal, onAgain }: Props) {
  const { money, date } = useSiteFormat()
  const { t } = useTranslation()
  return (
    <div className="wallet-outcome wallet-outcome--pending">
      <h2>{t('wallet.withdrawal.pendingTitle')}</h2>
      <p role="status">
        {t('wallet.withdrawal.pendingBody', { amount: money(withdrawal.amount) })}
      </p>
      <SummaryList
        rows={[
          { label: t('wallet.withdrawalId'), value: String(withdrawal.withdrawal_id) },
          { label: t('wallet.amount'), value: money(withdrawal.amount) },
          { label: t('wallet.fee'), value: money(withdrawal.fee) },
          { label: t('wallet.withdrawal.payout'), value: money(withdrawal.payout) },
          { label: t('wallet.status'), value: t(`wallet.statuses.${withdrawal.status}`) },
          { label: t('wallet.created'), value: date(withdrawal.created_date) },
        ]}
      />
      <button type="button" className="button button--primary" onClick={onAgain}>
        {t('wallet.withdrawal.again')}
      </button>
    </div>
  )
}
