import type { BetRecord } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { betMatch } from '../utils/bet-teams.ts'
import { HistoryTable, StatusBadge } from './history-table.tsx'

type Props = { bets: BetRecord[]; amount: (value: number) => string; date: (iso: string) => string }

/** The bet display fields; stake and payout are cut, not rounded, and a 0 shows as empty. */
export function BetTable({ bets, amount, date }: Props) {
  const { t, i18n } = useTranslation()
  const headers = [
    { label: t('history.date') }, { label: t('history.game') }, { label: t('history.betType') }, { label: t('history.side') },
    { label: t('history.line') }, { label: t('history.stake'), numeric: true }, { label: t('history.payout'), numeric: true }, { label: t('history.status') },
  ]
  return (
    <HistoryTable caption={t('pages.bet-history.title')} headers={headers}>
      {bets.map((bet) => {
        const match = betMatch(bet, i18n.resolvedLanguage ?? i18n.language)
        return (
          <tr key={bet.bet_id}>
            <td>{date(bet.bet_date)}</td>
            <td className="wrap">{match ? t('history.match', match) : bet.game_name}</td>
            <td>{t(`history.betTypes.${bet.bet_type}`, { defaultValue: bet.bet_type })}</td>
            <td>{bet.home_away ? t(`history.sides.${bet.home_away}`, { defaultValue: bet.home_away }) : ''}</td>
            <td>{bet.criteria1}</td>
            <td className="number">{amount(bet.stake)}</td>
            <td className="number">{amount(bet.payout)}</td>
            <td><StatusBadge status={bet.status} label={t(`history.statuses.${bet.status}`)} /></td>
          </tr>
        )
      })}
    </HistoryTable>
  )
}
