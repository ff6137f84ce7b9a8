import { useTranslation } from 'react-i18next'
import type { SiteStats } from '../api/site-stats.ts'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import './home.css'

type Props = {
  stats: SiteStats
}

export function LeaderboardTables({ stats }: Props) {
  const { money: formatAmount, count, date: formatDate } = useSiteFormat()
  const { t } = useTranslation()
  const figures = [
    ['registeredPlayers', count(stats.registered_player)],
    ['activePlayers', count(stats.active_player)],
    ['depositedPlayers', count(stats.deposited_player)],
    ['hourWithdrawal', formatAmount(stats.hour_withdrawal)],
  ] as const
  return (
    <>
      <dl className="leaderboard__figures">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`leaderboard.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="leaderboard__tables">
        <table>
          <caption>{t('home.topWinners')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('leaderboard.rank')}</th>
              <th scope="col">{t('leaderboard.player')}</th>
              <th scope="col">{t('leaderboard.game')}</th>
              <th scope="col">{t('leaderboard.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.winner.map((row, index) => (
              <tr key={`${row.account_id}-${index}`}>
                <td>{index + 1}</td>
                <td>{row.account_id}</td>
                <td>{row.game_name}</td>
                <td>{formatAmount(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption>{t('home.latestWithdrawals')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('leaderboard.player')}</th>
              <th scope="col">{t('leaderboard.amount')}</th>
              <th scope="col">{t('leaderboard.date')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.withrawal.map((row, index) => (
              <tr key={`${row.account_id}-${index}`}>
                <td>{row.account_id}</td>
                <td>{formatAmount(row.amount)}</td>
                <td>{formatDate(row.created_date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
