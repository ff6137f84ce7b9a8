import type { BetRecord } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { formatBetAmount } from '../../../lib/bet-amount.ts'
import { betMatch } from '../utils/bet-teams.ts'
import { HistoryTable, StatusBadge } from './history-table.tsx'

type Props = { bets: BetRecord[] }

/** The bet display fields; stake and payout are cut, not rounded, and a 0 shows as empty. */
export function BetTable({ bets }: Props) {
  const { date } = useSiteFormat()
  const { t, i18n } = useTranslation()
  const columns = [
    { label: t('history.date') },
    { label: t('history.game'), wrap: true },
    { label: t('history.betType') },
    { label: t('history.side') },
    { label: t('history.line') },
    { label: t('history.stake'), numeric: true },
    { label: t('history.payout'), numeric: true },
    { label: t('history.status') },
  ]
  const rows = bets.map((bet) => {
    const match = betMatch(bet, i18n.resolvedLanguage ?? i18n.language)
    return {
      key: bet.bet_id,
      cells: [
        date(bet.bet_date),
        match ? t('history.match', match) : bet.game_name,
        t(`history.betTypes.${bet.bet_type}`, { defaultValue: bet.bet_type }),
        bet.home_away ? t(`history.sides.${bet.home_away}`, { defaultValue: bet.home_away }) : '',
        bet.criteria1,
        formatBetAmount(bet.stake),
        formatBetAmount(bet.payout),
        <StatusBadge status={bet.status} label={t(`history.statuses.${bet.status}`)} />,
      ],
    }
  })
  return <HistoryTable caption={t('pages.bet-history.title')} columns={columns} rows={rows} />
}
