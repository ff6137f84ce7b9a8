import { useTranslation } from 'react-i18next'
import type { SiteStats } from '../api/site-stats.ts'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import './home.css'

type Props = { stats: SiteStats }

export function WinnersStrip({ stats }: Props) {
  const { money: formatAmount } = useSiteFormat()
  const { t } = useTranslation()
  return (
    <section className="winners-strip" aria-labelledby="winners-strip-title">
      <h2 id="winners-strip-title" className="visually-hidden">
        {t('home.winnersTitle')}
      </h2>
      <div>
        <h3>{t('home.latestWithdrawals')}</h3>
        <ul>
          {stats.withrawal.slice(0, 5).map((row, index) => (
            <li key={`${row.account_id}-${index}`}>
              <span>{row.account_id}</span> <strong>{formatAmount(row.amount)}</strong>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>{t('home.topWinners')}</h3>
        <ul>
          {stats.winner.slice(0, 5).map((row, index) => (
            <li key={`${row.account_id}-${index}`}>
              <span>{row.account_id}</span>{' '}
              <span className="winners-strip__game">{row.game_name}</span>{' '}
              <strong>{formatAmount(row.amount)}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
