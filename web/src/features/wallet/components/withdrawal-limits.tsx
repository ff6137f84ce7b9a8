import type { WithdrawalInfo } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { SummaryList } from './summary-list.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

/** What the player may withdraw now and why the rest is held back. */
export function WithdrawalLimits({ info }: { info: WithdrawalInfo }) {
  const { money } = useSiteFormat()
  const { t } = useTranslation()
  return (
    <section aria-labelledby="withdrawal-limits">
      <h2 id="withdrawal-limits">{t('wallet.withdrawal.limitsTitle')}</h2>
      <SummaryList
        rows={[
          { label: t('balance'), value: money(info.game_balance) },
          { label: t('wallet.withdrawal.withdrawable'), value: money(info.withdrawable) },
          {
            label: t('wallet.withdrawal.turnoverRemaining'),
            value: money(info.turnover_remaining),
          },
          { label: t('wallet.withdrawal.minimum'), value: money(info.min_amount) },
          { label: t('wallet.withdrawal.maximum'), value: money(info.max_amount) },
          { label: t('wallet.fee'), value: money(info.fee) },
        ]}
      />
    </section>
  )
}
