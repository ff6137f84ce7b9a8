import { useTranslation } from 'react-i18next'
import type { VipInfo } from '../../../stores/session.ts'
import { VipProgress } from './vip-progress.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import './vip.css'

type Props = {
  vip: VipInfo
  targets: { deposit: number; turnover: number }
}

export function VipCard({ vip, targets }: Props) {
  const { money: formatAmount, date: formatDate } = useSiteFormat()
  const { t } = useTranslation()
  const of = (total: number, target: number) =>
    t('vip.amountOf', { total: formatAmount(total), target: formatAmount(target) })
  return (
    <div className="vip-card">
      <dl className="vip-card__levels">
        <div>
          <dt>{t('vipLevel')}</dt>
          <dd>{vip.currentLevel}</dd>
        </div>
        <div>
          <dt>{t('nextLevel')}</dt>
          <dd>{vip.nextLevel || t('vip.topLevel')}</dd>
        </div>
        {vip.nextCycle && (
          <div>
            <dt>{t('vip.nextCycle')}</dt>
            <dd>{formatDate(vip.nextCycle)}</dd>
          </div>
        )}
      </dl>
      <VipProgress
        label={t('depositProgress')}
        percent={vip.depoProgress}
        detail={of(vip.totalDeposit, targets.deposit)}
      />
      <VipProgress
        label={t('turnoverProgress')}
        percent={vip.toProgress}
        detail={of(vip.totalTurnover, targets.turnover)}
      />
    </div>
  )
}
