import type { StatementEntry } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { HistoryTable, StatusBadge } from './history-table.tsx'

type Props = { entries: StatementEntry[]; money: (value: number) => string; date: (iso: string) => string }

/** Every change of the balance with the running balance after it, newest first. */
export function StatementTable({ entries, money, date }: Props) {
  const { t } = useTranslation()
  const headers = [
    { label: t('history.date') }, { label: t('history.type') }, { label: t('history.description') },
    { label: t('history.amount'), numeric: true }, { label: t('history.runningBalance'), numeric: true }, { label: t('history.status') },
  ]
  return (
    <HistoryTable caption={t('pages.statement.title')} headers={headers}>
      {entries.map((entry) => (
        <tr key={entry.entry_id}>
          <td>{date(entry.created_date)}</td>
          <td>{t(`history.types.${entry.type}`)}</td>
          <td className="wrap">{entry.description}</td>
          <td className={`number amount--${entry.amount < 0 ? 'out' : 'in'}`}>{entry.amount > 0 ? `+${money(entry.amount)}` : money(entry.amount)}</td>
          <td className="number">{money(entry.balance)}</td>
          <td><StatusBadge status={entry.status} label={t(`history.statuses.${entry.status}`)} /></td>
        </tr>
      ))}
    </HistoryTable>
  )
}
